# Questions about the module table of cmake/gridforge_modules.cmake (include that first), asked by
# CMakeLists.txt (which modules a library links) and by cmake/check_includes.cmake (which includes
# a file may write).

# The module a quoted include names, or "" when it names none: "gridforge/puzzle.hpp" -> the
# module whose HEADERS list puzzle.hpp (or its folder, "deduce/"); "logic/wording.hpp" -> logic
# (a header inside src/logic/).
function(gridforge_module_of_include out include)
  set(found "")
  if(include MATCHES "^gridforge/(.+)$")
    set(header "${CMAKE_MATCH_1}")
    foreach(module IN LISTS GRIDFORGE_MODULES)
      foreach(owned IN LISTS GRIDFORGE_${module}_HEADERS)
        if(header STREQUAL owned OR (owned MATCHES "/$" AND header MATCHES "^${owned}"))
          set(found "${module}")
        endif()
      endforeach()
    endforeach()
  elseif(include MATCHES "^([a-z_]+)/")
    if(CMAKE_MATCH_1 IN_LIST GRIDFORGE_MODULES)
      set(found "${CMAKE_MATCH_1}")
    endif()
  endif()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# `module` and every module it USES, directly or through others.
function(gridforge_reachable_modules out module)
  set(reached "")
  set(pending "${module}")
  while(pending)
    list(POP_FRONT pending current)
    if(NOT current IN_LIST reached)
      list(APPEND reached "${current}")
      list(APPEND pending ${GRIDFORGE_${current}_USES})
    endif()
  endwhile()
  set(${out} "${reached}" PARENT_SCOPE)
endfunction()

# The modules `module` links: its USES and the modules its BORROWS headers belong to.
function(gridforge_linked_modules out module)
  set(linked ${GRIDFORGE_${module}_USES})
  foreach(borrowed IN LISTS GRIDFORGE_${module}_BORROWS)
    gridforge_module_of_include(owner "${borrowed}")
    if(NOT owner)
      message(FATAL_ERROR "cmake/gridforge_modules.cmake: ${module} borrows ${borrowed}, which belongs to no module")
    endif()
    list(APPEND linked "${owner}")
  endforeach()
  list(REMOVE_DUPLICATES linked)
  set(${out} "${linked}" PARENT_SCOPE)
endfunction()
