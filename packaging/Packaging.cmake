# What `cmake --install` puts under the prefix, and the Debian package `cpack` makes of it (run in a build tree:
# `cpack`, or `./dev.sh package` for the Release one). Included from the top-level CMakeLists.txt.
#
# One id names the desktop file, the AppStream component and the icon: org.metadesk.Metadesk. The window's own
# icon is the same picture, embedded in metadesk_gui as PNGs rendered from the SVG (src/gui/CMakeLists.txt).
include(GNUInstallDirs)

set(METADESK_APP_ID org.metadesk.Metadesk)
set(metadesk_packaging_src "${CMAKE_CURRENT_LIST_DIR}")
set(metadesk_packaging_bin "${CMAKE_BINARY_DIR}/packaging")
set(metadesk_icon_svg "${metadesk_packaging_src}/icons/${METADESK_APP_ID}.svg")

set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

install(TARGETS metadesk metadesk-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The chart module, found from the program's directory (src/gui/CMakeLists.txt: the same relative path).
install(TARGETS metadesk-charts LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/metadesk)
install(FILES "${metadesk_packaging_src}/${METADESK_APP_ID}.desktop"
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES "${metadesk_packaging_src}/${METADESK_APP_ID}.metainfo.xml"
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES "${metadesk_icon_svg}" DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

# --- the icon's PNG sizes, rendered from the SVG by src/gui/CMakeLists.txt (the window's icon is the same files) ----
get_property(metadesk_icon_pngs GLOBAL PROPERTY METADESK_ICON_PNGS)
foreach(entry IN LISTS metadesk_icon_pngs)
    string(REPLACE "=" ";" entry "${entry}")
    list(GET entry 0 size)
    list(GET entry 1 png)
    install(FILES "${png}" DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
            RENAME ${METADESK_APP_ID}.png)
endforeach()

# --- man pages, from each program's --help and --version -------------------------------------------------------
# They run the programs just built, so not in a sanitizer build (its binaries want the sanitizer's runtime and
# report leaks at exit) nor when cross-compiling.
find_program(METADESK_HELP2MAN help2man)
find_program(METADESK_GZIP gzip)
if(METADESK_SANITIZE OR CMAKE_CROSSCOMPILING)
    message(STATUS "Man pages are made in a native build without sanitizers only")
elseif(NOT METADESK_HELP2MAN OR NOT METADESK_GZIP)
    message(STATUS "help2man or gzip not found (Debian: help2man): no man pages are installed")
else()
    set(metadesk_man_name_metadesk "admin console for Tabularia and Holotable metadata databases")
    set(metadesk_man_name_metadesk-cli "migrate, fill and export Tabularia and Holotable metadata databases")
    set(metadesk_help_wrapper "${metadesk_packaging_src}/man/help-for-help2man.sh")
    set(metadesk_man_pages)
    foreach(program metadesk metadesk-cli)
        set(page "${metadesk_packaging_bin}/man/${program}.1")
        set(include "${metadesk_packaging_src}/man/${program}.h2m")
        add_custom_command(OUTPUT "${page}.gz"
            COMMAND "${CMAKE_COMMAND}" -E make_directory "${metadesk_packaging_bin}/man"
            COMMAND "${CMAKE_COMMAND}" -E env "METADESK_HELP_PROGRAM=$<TARGET_FILE:${program}>"
                    "${METADESK_HELP2MAN}" --no-info --section=1 --locale=C.UTF-8
                    "--name=${metadesk_man_name_${program}}" "--source=Metadesk ${PROJECT_VERSION}"
                    "--manual=User Commands" "--include=${include}" "--output=${page}" "${metadesk_help_wrapper}"
            COMMAND "${METADESK_GZIP}" -9 -n -f "${page}"
            DEPENDS ${program} "${metadesk_help_wrapper}" "${include}"
            COMMENT "Writing the ${program}(1) man page"
            VERBATIM)
        list(APPEND metadesk_man_pages "${page}.gz")
        install(FILES "${page}.gz" DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
    endforeach()
    add_custom_target(metadesk_man_pages ALL DEPENDS ${metadesk_man_pages})
endif()

# --- the Debian package ----------------------------------------------------------------------------------------
# The maintainer is a placeholder under the reserved .invalid domain until the project has an address; no
# Homepage field until it has a public one.
set(METADESK_PACKAGE_MAINTAINER "Metadesk developers <maintainers@metadesk.invalid>"
    CACHE STRING "The Debian package's Maintainer field")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME metadesk)
set(CPACK_PACKAGE_VENDOR "Metadesk developers")
set(CPACK_PACKAGE_CONTACT "${METADESK_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "admin console for Tabularia and Holotable metadata databases")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"Metadesk is a desktop console for the metadata databases of two platforms:
Tabularia, a data-pipeline platform, and Holotable, a dashboard platform. It
opens SQLite files and PostgreSQL databases (passwords kept in the system
keychain), browses tables of millions of rows, edits rows with the schema's
rules, optimistic concurrency and an audit trail in the platform's own audit
log, shows users, groups, projects and effective permissions, and applies,
rolls back and checks the platforms' migrations. Auditors can browse
read-only; anyone can try it on a local demo database.

The package also contains metadesk-cli, which migrates, checks, fills with
demo data and exports these databases from a shell or a deployment pipeline.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_OUTPUT_FILE_PREFIX packages)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS ${CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION database)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The libraries the binaries link come from dpkg-shlibdeps; what Qt loads at run time as plugins it cannot see:
# the SQL drivers (SQLite for files and the demo, PostgreSQL) and the SVG image and icon engines (the desktop
# theme's icons the style may show; the window icon is PNG). Debian 12 ships the xcb and offscreen platforms in libqt6gui6 (a linked library); Wayland's is
# qt6-wayland, recommended (XWayland serves without it). Nor can it see libcrypto.so.3 (libssl3), which the
# programs load the first time a Fernet key is used (core/secrets/LibCrypto).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6sql6-psql, libqt6svg6, libssl3 (>= 3.0.0)")
# Qt's own strings (dialog buttons) in the user's language come from Debian's Qt translations.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n")
# Remembered passwords go to the desktop's secret service through QtKeychain, whose package already recommends
# gnome-keyring | kwalletmanager.
include(CPack)
