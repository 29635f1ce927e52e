// Renames inside one folder that never replace a file by accident: the name taken is checked by
// the system in the same step as the rename, not before it.
#pragma once

namespace cd::cli {

// Moves `from` to `to` (both relative to the folder open as `dirfd`) only when nothing is at `to`;
// 0, or the errno of the failure (EEXIST when something is). renameat2(RENAME_NOREPLACE); where
// the file system cannot, a hard link then the unlink of `from`; where it cannot link either (a
// FAT stick), a check then a plain rename, which only a file made in between could lose.
int renameNoReplace(int dirfd, const char* from, const char* to);

// Swaps the files at `a` and `b` in one step; 0, or the errno (EINVAL where the file system
// cannot, ENOENT when either is missing).
int renameExchange(int dirfd, const char* a, const char* b);

} // namespace cd::cli
