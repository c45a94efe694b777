# cli_gpu_fallback.cmake - `murmur-cli run --backend gpu` where no OpenGL 4.3 context exists
# (MESA_GL_VERSION_OVERRIDE=3.3): one line says so, the run finishes on the CPU, exit 0.
# Usage: cmake -DCLI=<murmur-cli> -P cli_gpu_fallback.cmake
set(ENV{MESA_GL_VERSION_OVERRIDE} 3.3)
execute_process(COMMAND ${CLI} run --backend gpu --birds 50 --steps 3
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "murmur-cli exited with ${status}:\n${out}\n${err}")
endif()
# (Match the phrase alone: the message holds semicolons, which would split a CMake list.)
string(REGEX MATCHALL "using the CPU backend" notes "${err}")
list(LENGTH notes count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "expected one line saying the CPU backend is used instead, got:\n${err}")
endif()
if(NOT "${out}${err}" MATCHES "steps of 50 birds on cpu")
  message(FATAL_ERROR "the run did not report the CPU backend:\n${out}${err}")
endif()
