# Fails when a file under DIR includes a Qt header: the core must stay free of Qt.
file(GLOB_RECURSE sources ${DIR}/*.h ${DIR}/*.cpp)
foreach(source IN LISTS sources)
    file(STRINGS ${source} hits REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](Q[A-Za-z]|qt)")
    if(hits)
        message(FATAL_ERROR "${source} includes a Qt header (${hits}): core/ must stay Qt-free")
    endif()
endforeach()
