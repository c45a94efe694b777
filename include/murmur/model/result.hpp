// result.hpp - the one error type at module boundaries: a value, or why there is none.
//
// Result<T> holds a T or an Error (one line a person can read: "cannot build the renderer's
// shaders: scene.frag:12: ..."). Status is Result<void>: success, or an Error. Both test
// true on success:
//
//   Result<std::unique_ptr<Scene>> scene = makeScene("reef", context);
//   if (!scene) { std::fprintf(stderr, "murmur: error: %s\n", scene.error().c_str()); return 1; }
//   use(*scene);
//
//   Status saved = writeSettings(path);
//   if (!saved) show(saved.error());
//
// A stand-in for C++23's std::expected<T, std::string>, which GCC 12's C++20 mode lacks.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace murmur {

struct Error {
    std::string message;
};

// An Error from a message: `return fail("no such file");` converts to any Result.
inline Error fail(std::string message) {
    return Error{std::move(message)};
}

template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : v_(std::move(value)) {}
    Result(Error error) : v_(std::move(error)) {}

    explicit operator bool() const { return v_.index() == 0; }
    bool ok() const { return v_.index() == 0; }

    T& operator*() { return std::get<0>(v_); }
    const T& operator*() const { return std::get<0>(v_); }
    T* operator->() { return &std::get<0>(v_); }
    const T* operator->() const { return &std::get<0>(v_); }
    T& value() { return std::get<0>(v_); }
    const T& value() const { return std::get<0>(v_); }
    // The reason there is no value; empty on success.
    const std::string& error() const {
        static const std::string none;
        return ok() ? none : std::get<1>(v_).message;
    }

private:
    std::variant<T, Error> v_;
};

template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : error_(std::move(error.message)), failed_(true) {}

    explicit operator bool() const { return !failed_; }
    bool ok() const { return !failed_; }
    const std::string& error() const { return error_; }

private:
    std::string error_;
    bool failed_ = false;
};

using Status = Result<void>;

}  // namespace murmur
