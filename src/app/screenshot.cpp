#include "screenshot.hpp"

#include <algorithm>
#include <vector>

#include <glad/gl.h>

#include "io/output_file.hpp"
#include "report/canvas.hpp"

namespace murmur::app {

std::optional<std::string> writeScreenshot(const std::string& path, int width, int height) {
    if (width <= 0 || height <= 0) return "the window has no pixels (minimised?)";
    std::vector<unsigned char> pixels(static_cast<std::size_t>(width) * height * 3);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
    // GL's rows run bottom-up; a PNG's top-down.
    const std::size_t row = static_cast<std::size_t>(width) * 3;
    std::vector<unsigned char> flipped(pixels.size());
    for (int y = 0; y < height; ++y) std::copy_n(pixels.data() + (height - 1 - y) * row, row, flipped.data() + y * row);
    // Encoded in memory, then written through the checked, all-or-nothing writer: stb's own
    // file writer ignores write errors (a full disk gave 0-byte files reported as saved).
    const std::string png = report::encodePng(flipped.data(), width, height, 3);
    if (png.empty()) return "cannot encode the screenshot " + path;
    return report::writeFileAtomically(path, png);
}

}  // namespace murmur::app
