# Cross-builds the core and its tests for aarch64 (scripts/test): Debian's cross compiler, Qt's
# arm64 libraries through multiarch (qt6-base-dev:arm64), the build machine's own moc, and the
# tests run under qemu-aarch64 (ctest prefixes them with the emulator).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
# Qt's tools (moc) come from the build machine's Qt.
set(QT_HOST_PATH /usr CACHE PATH "")
set(QT_HOST_PATH_CMAKE_DIR /usr/lib/x86_64-linux-gnu/cmake CACHE PATH "")
# The arm64 loader and libraries are multiarch's (libc6:arm64, found at /lib): no -L to the cross
# compiler's own libc, whose loader is not the one of the libc beside Qt (tests hang).
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64-static)
