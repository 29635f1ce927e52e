// The one choice of vector code (simd.h): CD_FORCE_PORTABLE=1 takes the portable path whatever
// the processor, and without it an x86-64 build takes the AVX2 or AVX-512 path where the
// processor has it. Registered twice, the second time with CD_FORCE_PORTABLE=1
// (core.simd-portable), so that both settings are asserted.
#include "lonefill.h"
#include "simd.h"

#include <QTest>

#include <cstdlib>
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

} // namespace

class TestSimd : public QObject {
    Q_OBJECT
private slots:
    void pathFollowsTheEnvironment()
    {
        const simd::Path path = simd::path();
        qInfo("path: %s, CD_FORCE_PORTABLE %s", std::string(simd::pathName(path)).c_str(),
              forcedPortable() ? "set" : "unset");
        QCOMPARE(path, forcedPortable() ? simd::Path::Portable : processorPath());
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
