// gl_base_test.cpp - the shader loader (no GL needed), the headless EGL context, and the
// GLSL random function against the C++ one, bit for bit.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "commonShaderFiles.hpp"
#include "debug_output.hpp"
#include "egl_context.hpp"
#include "gl_handles.hpp"
#include "murmur/model/random.hpp"
#include "shader_preprocess.hpp"
#include "shader_program.hpp"
#include "testShaderFiles.hpp"

namespace murmur::gl {
namespace {

ShaderSources testSources() {
    return ShaderSources({embedded::commonShaderFiles(), embedded::testShaderFiles()});
}

// --- the preprocessor: pure text ------------------------------------------------------

TEST(ShaderPreprocess, ResolvesIncludesOnceAndNumbersFiles) {
    ShaderSources s;
    s.setOverride("lib/a.glsl", "float a() { return 1.0; }\n");
    s.setOverride("lib/b.glsl", "#include \"a.glsl\"\nfloat b() { return a(); }\n");
    s.setOverride("main.comp", "#version 430\n#include \"lib/b.glsl\"\n#include \"lib/a.glsl\"\nvoid main() {}\n");
    const PreprocessedShader p = preprocessShader(s, "main.comp", std::vector<std::string>{"ANSWER 42"});
    ASSERT_TRUE(p.ok()) << p.error;
    ASSERT_EQ(p.fileNames, (std::vector<std::string>{"main.comp", "lib/b.glsl", "lib/a.glsl"}));
    EXPECT_EQ(p.text.rfind("#version 430\n#define ANSWER 42\n#line 2 0\n", 0), 0u) << p.text;
    EXPECT_NE(p.text.find("#line 1 1\n"), std::string::npos);
    EXPECT_NE(p.text.find("#line 1 2\nfloat a()"), std::string::npos);
    EXPECT_NE(p.text.find("#line 2 1\nfloat b()"), std::string::npos);
    // a.glsl appears once, although two files include it.
    EXPECT_EQ(p.text.find("float a()"), p.text.rfind("float a()"));
    // The second include of a.glsl leaves an empty line, so main() stays on line 4.
    EXPECT_NE(p.text.find("#line 3 0\n\nvoid main()"), std::string::npos) << p.text;
}

TEST(ShaderPreprocess, MissingIncludeNamesFileAndLine) {
    ShaderSources s;
    s.setOverride("main.comp", "#version 430\n\n#include \"nowhere.glsl\"\nvoid main() {}\n");
    const PreprocessedShader p = preprocessShader(s, "main.comp");
    EXPECT_FALSE(p.ok());
    EXPECT_NE(p.error.find("main.comp:3"), std::string::npos) << p.error;
    EXPECT_NE(p.error.find("nowhere.glsl"), std::string::npos) << p.error;
}

TEST(ShaderPreprocess, IncludeCycleIsAnError) {
    ShaderSources s;
    s.setOverride("x.glsl", "#include \"y.glsl\"\n");
    s.setOverride("y.glsl", "#include \"x.glsl\"\n");
    s.setOverride("main.comp", "#version 430\n#include \"x.glsl\"\n");
    const PreprocessedShader p = preprocessShader(s, "main.comp");
    EXPECT_FALSE(p.ok());
    EXPECT_NE(p.error.find("cycle"), std::string::npos) << p.error;
}

TEST(ShaderPreprocess, UnknownRootAndMissingVersionAreErrors) {
    ShaderSources s;
    s.setOverride("noversion.comp", "void main() {}\n");
    EXPECT_FALSE(preprocessShader(s, "absent.comp").ok());
    const PreprocessedShader p = preprocessShader(s, "noversion.comp");
    EXPECT_FALSE(p.ok());
    EXPECT_NE(p.error.find("#version"), std::string::npos);
}

TEST(ShaderPreprocess, DescribeLogNamesFiles) {
    const std::vector<std::string> files{"sim/step.comp", "common/random.glsl"};
    EXPECT_EQ(describeLog("1:12(5): error: syntax error", files), "common/random.glsl:12:5: error: syntax error");
    EXPECT_EQ(describeLog("0(7) : error C0000: bad", files), "sim/step.comp:7: error C0000: bad");
    EXPECT_EQ(describeLog("ERROR: 1:3: oops", files), "ERROR: common/random.glsl:3: oops");
    EXPECT_EQ(describeLog("no numbers here", files), "no numbers here");
}

// --- with a headless context -----------------------------------------------------------

class GlBase : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        auto context = HeadlessContext::create();
        if (context) context_ = (*context).release();
        else error_ = new std::string(context.error());
    }
    static void TearDownTestSuite() {
        delete context_;
        context_ = nullptr;
    }
    void SetUp() override {
        ASSERT_NE(context_, nullptr) << "no headless OpenGL 4.3 context: " << (error_ ? *error_ : "");
        ASSERT_TRUE(context_->makeCurrent());
    }
    static HeadlessContext* context_;
    static std::string* error_;
};
HeadlessContext* GlBase::context_ = nullptr;
std::string* GlBase::error_ = nullptr;

TEST_F(GlBase, ContextIsCore43WithCompute) {
    std::string why;
    EXPECT_TRUE(hasCompute43(why)) << why;
    EXPECT_GE(contextVersion(), 43);
    EXPECT_FALSE(context_->platform().empty());
    RecordProperty("context", context_->description());
}

TEST_F(GlBase, RandomFunctionMatchesCppBitForBit) {
    const ShaderSources sources = testSources();
    auto program = buildComputeProgram(sources, "test/random_probe.comp");
    ASSERT_TRUE(program) << program.error();

    constexpr std::uint32_t kCount = 4099;  // not a multiple of the workgroup size
    Buffer hashes("test hashes"), units("test units"), jitter("test jitter");
    hashes.allocate(kCount * 4);
    units.allocate(kCount * 4);
    jitter.allocate(kCount * 4);
    hashes.bindBase(GL_SHADER_STORAGE_BUFFER, 0);
    units.bindBase(GL_SHADER_STORAGE_BUFFER, 1);
    jitter.bindBase(GL_SHADER_STORAGE_BUFFER, 2);
    program->use();

    struct Counter {
        std::uint32_t seed, step, stream;
        float amplitude;
    };
    const Counter counters[] = {{1, 0, kStreamJitterX, 0.2f},
                                {4, 599, kStreamJitterZ, 0.2f},
                                {0xdeadbeefu, 0xfffffffeu, 7, 1.7f},
                                {2, 123456, kStreamJitterY, 0.05f}};
    for (const Counter& c : counters) {
        glUniform1ui(program->uniformLocation("uCount"), kCount);
        glUniform1ui(program->uniformLocation("uSeed"), c.seed);
        glUniform1ui(program->uniformLocation("uStep"), c.step);
        glUniform1ui(program->uniformLocation("uStream"), c.stream);
        glUniform1f(program->uniformLocation("uAmplitude"), c.amplitude);
        glDispatchCompute((kCount + 63) / 64, 1, 1);
        glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
        std::vector<std::uint32_t> h(kCount);
        std::vector<float> u(kCount), j(kCount);
        hashes.download(0, kCount * 4, h.data());
        units.download(0, kCount * 4, u.data());
        jitter.download(0, kCount * 4, j.data());
        int mismatches = 0;
        for (std::uint32_t i = 0; i < kCount; ++i) {
            const std::uint32_t expect = hashCounter(c.seed, c.step, i, c.stream);
            if (h[i] != expect || u[i] != unitFloat(expect) ||
                j[i] != uniformSymmetric(c.amplitude, c.seed, c.step, i, c.stream))
                ++mismatches;
        }
        EXPECT_EQ(mismatches, 0) << "seed " << c.seed << " step " << c.step << " stream " << c.stream;
    }
}

TEST_F(GlBase, SyntaxErrorNamesFileAndLine) {
    ShaderSources sources = testSources();
    sources.setOverride("test/broken_helper.glsl", "float helper() {\n    return 1.0\n}\n");
    sources.setOverride("test/broken.comp",
                        "#version 430\n#include \"common/random.glsl\"\n#include \"broken_helper.glsl\"\n"
                        "layout(local_size_x = 1) in;\nvoid main() {}\n");
    auto program = buildComputeProgram(sources, "test/broken.comp");
    EXPECT_FALSE(program);
    const std::string& error = program.error();
    // The missing ';' is reported at line 3 of the helper (where the parser notices it).
    EXPECT_NE(error.find("test/broken_helper.glsl:3"), std::string::npos) << error;
    EXPECT_NE(error.find("test/broken.comp"), std::string::npos) << error;
    RecordProperty("message", error);
}

TEST_F(GlBase, ErrorInMainFileNamesItsLine) {
    ShaderSources sources = testSources();
    sources.setOverride("test/undeclared.comp",
                        "#version 430\n#include \"common/random.glsl\"\nlayout(local_size_x = 1) in;\n"
                        "void main() {\n    float x = notDeclared;\n}\n");
    auto program = buildComputeProgram(sources, "test/undeclared.comp");
    EXPECT_FALSE(program);
    const std::string& error = program.error();
    EXPECT_NE(error.find("test/undeclared.comp:5"), std::string::npos) << error;
}

TEST_F(GlBase, BuffersRoundTripAndMove) {
    Buffer a("round trip");
    const std::vector<std::uint32_t> data{1, 2, 3, 0xffffffffu};
    a.allocate(data.size() * 4, data.data());
    Buffer b = std::move(a);
    EXPECT_EQ(a.id(), 0u);
    std::vector<std::uint32_t> back(4);
    b.download(0, 16, back.data());
    EXPECT_EQ(back, data);
    b.fillWords(7u);
    b.download(0, 16, back.data());
    EXPECT_EQ(back, (std::vector<std::uint32_t>{7, 7, 7, 7}));
    Buffer empty("empty");
    empty.allocate(0);
    EXPECT_EQ(empty.size(), 0u);
    EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

TEST_F(GlBase, OffscreenFramebufferIsComplete) {
    Texture2D color("test color", GL_RGBA8, 64, 32);
    Renderbuffer depth("test depth", GL_DEPTH_COMPONENT24, 64, 32);
    Framebuffer fb("test framebuffer");
    fb.attach(GL_COLOR_ATTACHMENT0, color);
    fb.attach(GL_DEPTH_ATTACHMENT, depth);
    EXPECT_TRUE(fb.complete());
    glClearColor(0.25f, 0.5f, 1.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    std::uint8_t pixel[4] = {};
    glReadPixels(3, 3, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, pixel);
    EXPECT_NEAR(pixel[1], 128, 1);
    EXPECT_EQ(pixel[2], 255);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

TEST(HeadlessContextErrors, AnUnavailableVersionGivesAMessage) {
    HeadlessContextOptions options;
    options.major = 9;
    options.minor = 9;
    auto context = HeadlessContext::create(options);
    EXPECT_FALSE(context);
    const std::string& error = context.error();
    EXPECT_NE(error.find("9.9"), std::string::npos) << error;
}

}  // namespace
}  // namespace murmur::gl
