# MurmurDependencies.cmake - the libraries every part of the build shares, found once.
#
# Debian's stb and Dear ImGui come through pkg-config as global imported targets, so every
# folder links the same PkgConfig::STB and PkgConfig::IMGUI. (Libraries one folder alone
# uses are found there: glfw in src/app, CLI11 in src/cli, GTest in tests, benchmark in bench.)
find_package(glm REQUIRED)
find_package(Threads REQUIRED)
find_package(PkgConfig REQUIRED)

pkg_check_modules(STB REQUIRED IMPORTED_TARGET GLOBAL stb)
pkg_check_modules(IMGUI REQUIRED IMPORTED_TARGET GLOBAL imgui)
