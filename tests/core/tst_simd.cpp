// The one choice of vector code (simd.h): CD_FORCE_PORTABLE=1 takes the portable path whatever
// the processor, CD_SIMD_PATH names one no wider than the processor's, and without them an x86-64
// build takes the AVX2 or AVX-512 path where the processor has it. Registered three times, again
// with CD_FORCE_PORTABLE=1 (core.simd-portable) and with CD_SIMD_PATH=avx2 (core.simd-avx2), so
// that every setting is asserted.
#include "lonefill.h"
#include "simd.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string_view>

using namespace cd;

namespace {

bool forcedPortable()
{
    const char* force = std::getenv("CD_FORCE_PORTABLE");
    return force != nullptr && *force != '\0' && std::string_view(force) != "0";
}

// The path the processor would take in this build, worked out here apart from simd.cpp.
simd::Path processorPath()
{
#ifdef CD_SIMD_X86
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx2"))
        return simd::Path::Portable;
    return __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw")
               ? simd::Path::Avx512
               : simd::Path::Avx2;
#else
    return simd::Path::Portable;
#endif
}

// The path CD_SIMD_PATH asks for, if it names one.
std::optional<simd::Path> namedPath()
{
    const char* name = std::getenv("CD_SIMD_PATH");
    for (const simd::Path p : {simd::Path::Portable, simd::Path::Avx2, simd::Path::Avx512})
        if (name != nullptr && simd::pathName(p) == name)
            return p;
    return std::nullopt;
}

} // namespace

class TestSimd : public QObject {
    Q_OBJECT
private slots:
    void pathFollowsTheEnvironment()
    {
        const simd::Path path = simd::path();
        const char* name = std::getenv("CD_SIMD_PATH");
        qInfo("path: %s, CD_FORCE_PORTABLE %s, CD_SIMD_PATH %s",
              std::string(simd::pathName(path)).c_str(), forcedPortable() ? "set" : "unset",
              name != nullptr ? name : "unset");
        simd::Path expected = processorPath();
        if (forcedPortable())
            expected = simd::Path::Portable;
        else if (const auto named = namedPath())
            expected = std::min(*named, expected);
        QCOMPARE(path, expected);
    }

    // CD_FORCE_PORTABLE wins; CD_SIMD_PATH is narrowed to what the processor runs; an unknown or
    // empty name, like none, leaves the processor's own path.
    void environmentRules_data()
    {
        QTest::addColumn<QString>("force");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("widest");
        QTest::addColumn<int>("expected");
        using P = simd::Path;
        const auto row = [](const char* tag, const char* force, const char* name, P widest,
                            P expected) {
            QTest::newRow(tag) << QString::fromLatin1(force) << QString::fromLatin1(name)
                               << int(widest) << int(expected);
        };
        // "-" stands for an unset variable.
        row("nothing set", "-", "-", P::Avx512, P::Avx512);
        row("avx2 asked", "-", "avx2", P::Avx512, P::Avx2);
        row("portable asked", "-", "portable", P::Avx512, P::Portable);
        row("avx512 asked", "-", "avx512", P::Avx512, P::Avx512);
        row("avx512 asked, avx2 processor", "-", "avx512", P::Avx2, P::Avx2);
        row("avx2 asked, old processor", "-", "avx2", P::Portable, P::Portable);
        row("unknown name", "-", "sse9", P::Avx512, P::Avx512);
        row("empty name", "-", "", P::Avx2, P::Avx2);
        row("wrong case", "-", "AVX2", P::Avx512, P::Avx512);
        row("force wins", "1", "avx512", P::Avx512, P::Portable);
        row("force 0 is off", "0", "avx2", P::Avx512, P::Avx2);
        row("force empty is off", "", "-", P::Avx512, P::Avx512);
    }
    void environmentRules()
    {
        QFETCH(QString, force);
        QFETCH(QString, name);
        QFETCH(int, widest);
        QFETCH(int, expected);
        const QByteArray f = force.toLatin1(), n = name.toLatin1();
        const simd::Path got =
            simd::detail::pathFrom(force == "-" ? nullptr : f.constData(),
                                   name == "-" ? nullptr : n.constData(), simd::Path(widest));
        QCOMPARE(int(got), expected);
    }

    // The lone slider fill is a vector path: it serves exactly when the process takes one.
    void loneFillFollowsThePath()
    {
        const bool vector = simd::path() != simd::Path::Portable;
        for (const PieceType kind : {PieceType::Queen, PieceType::Rook, PieceType::Bishop})
            QCOMPARE(hasLoneSliderFill(kind), vector);
        QVERIFY(!hasLoneSliderFill(PieceType::Knight));
    }

    // A build without vector code (CD_PORTABLE_ONLY, or not x86-64) has the portable path alone.
    void portableBuildsHaveOnePath()
    {
#ifndef CD_SIMD_X86
        QCOMPARE(simd::path(), simd::Path::Portable);
#else
        QSKIP("this build holds the vector paths");
#endif
    }

    void namesThePaths()
    {
        QCOMPARE(simd::pathName(simd::Path::Portable), std::string_view("portable"));
        QCOMPARE(simd::pathName(simd::Path::Avx2), std::string_view("avx2"));
        QCOMPARE(simd::pathName(simd::Path::Avx512), std::string_view("avx512"));
    }
};

QTEST_APPLESS_MAIN(TestSimd)
#include "tst_simd.moc"
