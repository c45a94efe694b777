// main.cpp - the window program `murmur`: parse the command line, run the App.
#include <cstdio>
#include <exception>

#include "app.hpp"
#include "app_options.hpp"
#include "scene_registry.hpp"

int main(int argc, char** argv) {
    auto parsed = murmur::app::parseAppOptions(argc, argv, murmur::scene_views::sceneGrammar());
    if (auto* code = std::get_if<int>(&parsed)) return *code;
    try {
        murmur::app::App app(std::get<murmur::app::AppOptions>(std::move(parsed)));
        return app.run();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "murmur: error: %s\n", e.what());
        return 1;
    }
}
