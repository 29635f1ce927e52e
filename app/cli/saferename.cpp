#include "saferename.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cd::cli {

namespace {

// Errors that say the file system (or the kernel) has no such operation.
bool unsupported(int error)
{
    return error == EINVAL || error == ENOSYS || error == EOPNOTSUPP || error == EPERM;
}

} // namespace

int renameNoReplace(int dirfd, const char* from, const char* to)
{
    if (::renameat2(dirfd, from, dirfd, to, RENAME_NOREPLACE) == 0)
        return 0;
    if (!unsupported(errno))
        return errno;
    if (::linkat(dirfd, from, dirfd, to, 0) == 0) {
        ::unlinkat(dirfd, from, 0); // the file is in place; a name left behind goes with its folder
        return 0;
    }
    if (!unsupported(errno))
        return errno;
    struct stat st {};
    if (::fstatat(dirfd, to, &st, AT_SYMLINK_NOFOLLOW) == 0)
        return EEXIST;
    return ::renameat(dirfd, from, dirfd, to) == 0 ? 0 : errno;
}

int renameExchange(int dirfd, const char* a, const char* b)
{
    if (::renameat2(dirfd, a, dirfd, b, RENAME_EXCHANGE) == 0)
        return 0;
    return unsupported(errno) ? EINVAL : errno;
}

} // namespace cd::cli
