#include "i18n/translate.h"

#include <QCoreApplication>

namespace cd::i18n {

QString translate(const char* context, const char* text, const char* comment, int n)
{
    return QCoreApplication::translate(context, text, comment, n);
}

} // namespace cd::i18n
