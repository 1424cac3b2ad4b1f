# gridforge_bank (src/bank, a module of cmake/gridforge_modules.cmake): puzzle banks in SQLite
# files, through SQLiteCpp (libsqlitecpp-dev ships a CMake package whose target SQLiteCpp links
# SQLite::SQLite3 from libsqlite3-dev). Native builds only.
find_package(SQLiteCpp REQUIRED)
target_link_libraries(gridforge_bank PUBLIC SQLiteCpp)
