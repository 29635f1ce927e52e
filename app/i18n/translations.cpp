#include "i18n/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTranslator>

namespace cd::i18n {

namespace {

// Loads <prefix>_<language>.qm from dir (or <prefix>_de.qm for de_AT and the like) into a
// translator owned by app; false when there is none.
bool install(QCoreApplication& app, const QString& prefix, const QString& language,
             const QString& dir)
{
    auto* translator = new QTranslator(&app);
    if (translator->load(prefix + QLatin1Char('_') + language, dir) &&
        QCoreApplication::installTranslator(translator))
        return true;
    delete translator;
    return false;
}

// Directories that may hold a translator's own .qm: $XDG_DATA_HOME/chess-distance/translations
// first, then those of $XDG_DATA_DIRS.
QStringList userDirs()
{
    return QStandardPaths::locateAll(QStandardPaths::GenericDataLocation,
                                     QStringLiteral("chess-distance/translations"),
                                     QStandardPaths::LocateDirectory);
}

} // namespace

void installTranslations(QCoreApplication& app)
{
    const QString prefix = QStringLiteral("chess-distance");
    // The user's languages in order of preference; the program's own language, English, ends
    // the search, so that "en_US:de" keeps English rather than falling through to German.
    for (QString language : QLocale::system().uiLanguages()) {
        language.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (language == QLatin1String("C") || language.startsWith(QLatin1String("en")))
            return;
        // The compiled-in translation first; a file in a data directory goes on top of it (Qt
        // asks the translator installed last first), so a partial or old one falls back to it.
        bool found = install(app, prefix, language, QStringLiteral(":/i18n"));
        const QStringList dirs = userDirs();
        for (auto dir = dirs.rbegin(); dir != dirs.rend(); ++dir)
            found = install(app, prefix, language, *dir) || found;
        if (found) {
            // Qt's own strings (standard buttons and dialogs) in the same language.
            install(app, QStringLiteral("qtbase"), language,
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath));
            return;
        }
    }
}

} // namespace cd::i18n
