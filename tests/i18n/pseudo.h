// The pseudo-translation of the translation tests: every translated string reads ⟦source⟧, so
// text outside the brackets never went through tr().
#pragma once

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>

namespace cd::test {

// A data directory holding the pseudo-translation as the program's German one.
class PseudoData {
public:
    PseudoData()
    {
        const QString dir = m_dir.path() + QStringLiteral("/chess-distance/translations");
        m_ok = QDir().mkpath(dir) && QFile::copy(QStringLiteral(CD_PSEUDO_QM),
                                                 dir + QStringLiteral("/chess-distance_de.qm"));
    }
    bool ok() const { return m_ok && m_dir.isValid(); }
    QString path() const { return m_dir.path(); }

    // The environment of a program run in German with this data directory first.
    QProcessEnvironment environment() const
    {
        auto env = QProcessEnvironment::systemEnvironment();
        for (const auto& [name, value] : variables()) {
            if (value.isEmpty())
                env.remove(name);
            else
                env.insert(name, value);
        }
        return env;
    }

    // The same for this process; call before the application object exists.
    void applyToThisProcess() const
    {
        for (const auto& [name, value] : variables()) {
            if (value.isEmpty())
                qunsetenv(qPrintable(name));
            else
                qputenv(qPrintable(name), value.toLocal8Bit());
        }
    }

private:
    // What the environment must say; an empty value means the variable is unset.
    QList<QPair<QString, QString>> variables() const
    {
        return {{QStringLiteral("LC_ALL"), {}},
                {QStringLiteral("LC_MESSAGES"), {}},
                {QStringLiteral("LANGUAGE"), QStringLiteral("de")},
                {QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8")},
                {QStringLiteral("XDG_DATA_HOME"), path()},
                {QStringLiteral("XDG_RUNTIME_DIR"), path()}, // private (0700), so Qt is quiet
                {QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")}};
    }

    QTemporaryDir m_dir;
    bool m_ok = false;
};

// text with every ⟦…⟧ (nested ones included) taken out.
inline QString unmarked(const QString& text)
{
    QString out;
    int depth = 0;
    for (const QChar c : text) {
        if (c == QChar(0x27e6))
            ++depth;
        else if (c == QChar(0x27e7))
            depth = qMax(0, depth - 1);
        else if (depth == 0)
            out += c;
    }
    return out;
}

// The English words left in text once the translated parts are out: runs of three or more
// letters, skipping what is data rather than prose (FEN placements, the program's name).
inline QStringList untranslatedWords(const QString& text)
{
    static const QRegularExpression fen(QStringLiteral("[pnbrqkPNBRQK1-8]+(/[pnbrqkPNBRQK1-8]+){7}"
                                                       "( [wb] \\S+ \\S+ \\d+ \\d+)?"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    QString rest = unmarked(text);
    rest.remove(fen);
    rest.remove(QStringLiteral("chess-distance"));
    QStringList words;
    for (auto it = word.globalMatch(rest); it.hasNext();)
        words << it.next().captured();
    return words;
}

} // namespace cd::test
