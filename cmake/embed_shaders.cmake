# embed_shaders.cmake - murmur_embed_shaders(): shader files into the binary at build time.
#
#   murmur_embed_shaders(<target> <function> [ROOT <folder>] FILES <path under ROOT>...)
#
# Generates <function>.hpp/.cpp declaring and defining
#   std::span<const murmur::gl::ShaderFile> murmur::gl::embedded::<function>();
# whose entries are the listed files' paths (relative to ROOT, default shaders/) and texts, adds them to
# <target> and puts the header's folder on its include path. The files are listed
# explicitly (no glob); editing one regenerates only its table. The target must link
# murmur_glbase (for ShaderFile).

# (The generator script sits beside this file; found through CMAKE_CURRENT_FUNCTION_LIST_DIR
# so the function works from any folder.)

function(murmur_embed_shaders target function)
  cmake_parse_arguments(ARG "" "ROOT" "FILES" ${ARGN})
  if(NOT ARG_FILES)
    message(FATAL_ERROR "murmur_embed_shaders(${target} ${function}): list at least one file")
  endif()
  set(generator ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/embed_shaders_generate.cmake)
  set(root ${PROJECT_SOURCE_DIR}/shaders)
  if(ARG_ROOT)
    set(root ${ARG_ROOT})
  endif()
  set(out_dir ${CMAKE_CURRENT_BINARY_DIR}/embedded_shaders)
  set(cpp ${out_dir}/${function}.cpp)
  set(hpp ${out_dir}/${function}.hpp)
  set(deps)
  foreach(f IN LISTS ARG_FILES)
    list(APPEND deps ${root}/${f})
  endforeach()
  # '|' instead of ';' so the list survives the command line as one argument.
  list(JOIN ARG_FILES "|" joined)
  add_custom_command(
    OUTPUT ${cpp} ${hpp}
    COMMAND ${CMAKE_COMMAND} -DROOT=${root} -DOUT_CPP=${cpp} -DOUT_HPP=${hpp}
            -DFUNCTION=${function} -DFILES=${joined} -P ${generator}
    DEPENDS ${deps} ${generator}
    COMMENT "Embedding shaders for ${target} (${function})"
    VERBATIM)
  target_sources(${target} PRIVATE ${cpp} ${hpp})
  target_include_directories(${target} PUBLIC ${out_dir})
endfunction()
