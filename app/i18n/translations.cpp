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

// Where the program's .qm files may be: the data directories first, the compiled-in ones last.
QStringList programDirs()
{
    QStringList dirs = QStandardPaths::locateAll(QStandardPaths::GenericDataLocation,
                                                 QStringLiteral("chess-distance/translations"),
                                                 QStandardPaths::LocateDirectory);
    dirs << QStringLiteral(":/i18n");
    return dirs;
}

} // namespace

void installTranslations(QCoreApplication& app)
{
    const QStringList dirs = programDirs();
    // The user's languages in order of preference; the program's own language, English, ends
    // the search, so that "en_US:de" keeps English rather than falling through to German.
    for (QString language : QLocale::system().uiLanguages()) {
        language.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (language == QLatin1String("C") || language.startsWith(QLatin1String("en")))
            return;
        for (const QString& dir : dirs) {
            if (install(app, QStringLiteral("chess-distance"), language, dir)) {
                // Qt's own strings (standard buttons and dialogs) in the same language.
                install(app, QStringLiteral("qtbase"), language,
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath));
                return;
            }
        }
    }
}

} // namespace cd::i18n
