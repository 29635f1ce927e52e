# The installed layout of a Freedesktop application and the Debian package. Included from the
# top-level CMakeLists.txt after app/ and tools/; `cmake --install <dir> --prefix <p>` gives
#   bin/chess-distance
#   share/applications/<id>.desktop             share/metainfo/<id>.metainfo.xml
#   share/icons/hicolor/scalable/apps/<id>.svg  share/icons/hicolor/<n>x<n>/apps/<id>.png
#   share/man/man1/chess-distance.1.gz          share/doc/chess-distance/{README.md,copyright}
#   lib/python3/dist-packages/chess_distance.*.so (with CD_PYTHON; python/CMakeLists.txt)
# and `cpack -G DEB` (in the build directory) the .deb of the same files under /usr.
include(GNUInstallDirs)

# The application id: the desktop entry's, AppStream's and the icon's name, everywhere.
set(CD_APP_ID "io.github.chess_distance.ChessDistance")
set(CD_HOMEPAGE "https://github.com/chess-distance/chess-distance")
set(CD_RAW_URL "https://raw.githubusercontent.com/chess-distance/chess-distance/main")
# The date of the release named by PROJECT_VERSION (AppStream, the man page).
set(CD_RELEASE_DATE "2026-11-23")
set(CD_PACKAGE_MAINTAINER "The chess-distance authors <chess-distance@users.noreply.github.com>"
    CACHE STRING "Maintainer field of the .deb: Name <email>")

set(cd_desktop_dir ${PROJECT_SOURCE_DIR}/resources/desktop)
set(cd_data_dir ${PROJECT_BINARY_DIR}/data)

# Desktop entry and AppStream metadata.
configure_file(${cd_desktop_dir}/${CD_APP_ID}.metainfo.xml.in
               ${cd_data_dir}/${CD_APP_ID}.metainfo.xml @ONLY)
install(FILES ${cd_desktop_dir}/${CD_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${cd_data_dir}/${CD_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

# Icons: the drawn SVG, and PNGs rendered from it at build time by tools/svg2png.
set(cd_icon_svg ${cd_desktop_dir}/${CD_APP_ID}.svg)
set(cd_icon_args)
set(cd_icon_pngs)
foreach(size 16 32 48 64 128 256)
    set(png ${cd_data_dir}/icons/${size}x${size}/${CD_APP_ID}.png)
    list(APPEND cd_icon_args ${size} ${png})
    list(APPEND cd_icon_pngs ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
add_custom_command(OUTPUT ${cd_icon_pngs}
    COMMAND svg2png ${cd_icon_svg} ${cd_icon_args}
    DEPENDS svg2png ${cd_icon_svg}
    COMMENT "Rendering the application icon to PNG"
    VERBATIM)
add_custom_target(icons ALL DEPENDS ${cd_icon_pngs})
install(FILES ${cd_icon_svg} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

# The man page, written from the program's own --help texts after it is built.
set(cd_man ${cd_data_dir}/man/chess-distance.1)
add_custom_command(OUTPUT ${cd_man}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${cd_data_dir}/man
    COMMAND bash ${PROJECT_SOURCE_DIR}/cmake/manpage.sh $<TARGET_FILE:chess-distance>
            ${PROJECT_VERSION} ${CD_RELEASE_DATE} ${cd_man}
    COMMAND gzip -9nf ${cd_man}
    DEPENDS chess-distance ${PROJECT_SOURCE_DIR}/cmake/manpage.sh
    COMMENT "Writing the man page from chess-distance --help"
    VERBATIM)
add_custom_target(manpage ALL DEPENDS ${cd_man}.gz)
install(FILES ${cd_man}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# Documentation and the licence (a machine-readable copyright file, as Debian expects).
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/cmake/copyright
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The Debian package: `cpack -G DEB` in the build directory. dpkg-shlibdeps (dpkg-dev) turns the
# libraries the binary links into Depends, e.g. libqt6widgets6 (>= 6.1.2).
set(CPACK_PACKAGE_NAME chess-distance)
set(CPACK_PACKAGE_VENDOR "The chess-distance authors")
set(CPACK_PACKAGE_CONTACT "${CD_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${CD_HOMEPAGE}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "distance on a chessboard: metrics, reachability, routes")
# Lines under 80 columns; CPack indents them and turns the empty line into " .".
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "Chess Distance Explorer colours every square of a chessboard by its distance"
    "from a source square under a chosen metric (king, knight, Manhattan, rook,"
    "bishop, queen, pawn, centre, edge, KBNK corner and more), or by how many"
    "moves a piece needs to reach it in a given position. With a target square it"
    "shows Stilman's trajectory set: the squares on the shortest routes, layer by"
    "layer, their count, and the routes as arrows."
    ""
    "Diagrams export to PNG, SVG and PDF; the same executable answers every query"
    "headless on the command line as text, JSON or CSV, and the Python module"
    "chess_distance gives the same answers as numpy arrays.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CD_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${CD_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's translations of its own dialogs and buttons, loaded along with ours.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS qt6-translations-l10n)
# The Python module is built for one minor version of Python (its file name says which) and hands
# out numpy arrays; dpkg-shlibdeps adds the libraries it links.
if(CD_PYTHON)
    math(EXPR cd_python_next "${Python3_VERSION_MINOR} + 1")
    set(cd_python_version ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR})
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "python3 (>= ${cd_python_version}), \
python3 (<< ${Python3_VERSION_MAJOR}.${cd_python_next}), python3-numpy")
endif()
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
include(CPack)
