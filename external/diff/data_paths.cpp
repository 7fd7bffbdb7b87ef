#include "external/diff/data_paths.hpp"

#include <link.h>

#include <cstdlib>

namespace external {
namespace {

namespace fs = std::filesystem;

// The file of the executable or shared object this code was linked into:
// the fogproof executable, or the Python module loaded into python3. The
// main program has no name among the loaded objects; /proc/self/exe names it.
fs::path this_binary() {
    struct Search {
        const void* address;
        fs::path found;
        bool in_main_program = false;
    } search{reinterpret_cast<const void*>(&installed_data_dir), {}};
    dl_iterate_phdr(
        [](dl_phdr_info* info, std::size_t, void* data) {
            auto& s = *static_cast<Search*>(data);
            const auto address = reinterpret_cast<ElfW(Addr)>(s.address);
            for (int i = 0; i < info->dlpi_phnum; ++i) {
                const ElfW(Phdr)& segment = info->dlpi_phdr[i];
                if (segment.p_type != PT_LOAD) continue;
                const ElfW(Addr) start = info->dlpi_addr + segment.p_vaddr;
                if (address < start || address >= start + segment.p_memsz) continue;
                if (info->dlpi_name == nullptr || info->dlpi_name[0] == '\0') s.in_main_program = true;
                else s.found = info->dlpi_name;
                return 1;
            }
            return 0;
        },
        &search);
    std::error_code ec;
    if (search.in_main_program || search.found.empty()) return fs::read_symlink("/proc/self/exe", ec);
    return fs::weakly_canonical(search.found, ec);
}

}  // namespace

fs::path installed_data_dir(const fs::path& binary) {
    // PREFIX/bin/fogproof is one level below PREFIX; the Python module,
    // PREFIX/lib/python3/dist-packages/fogproof/_fogproof*.so, four.
    constexpr int kMostLevels = 5;
    std::error_code ec;
    fs::path dir = binary.parent_path();
    for (int level = 0; level < kMostLevels && dir.has_relative_path(); ++level, dir = dir.parent_path()) {
        const fs::path candidate = dir / "share" / "fogproof";
        if (fs::is_regular_file(candidate / "protocol.md", ec)) return candidate;
    }
    return {};
}

DataPaths data_paths() {
    DataPaths paths;
    const fs::path binary = this_binary();
    if (const fs::path installed = installed_data_dir(binary); !installed.empty()) {
        paths = {installed, installed, installed / "corpus", installed, "installed, beside " + binary.string()};
    } else {
        const fs::path checkout = FOGPROOF_SOURCE_DIR;
        paths = {checkout, FOGPROOF_SHARED_DIR, checkout / "corpus", checkout / "docs", "the checkout it was built from"};
    }
    if (const char* env = std::getenv("FOGPROOF_SHARED_DIR"); env != nullptr && *env != '\0') {
        paths.shared = env;
        paths.shared_from_environment = true;
    }
    return paths;
}

std::vector<std::string> default_corpora() {
    const DataPaths paths = data_paths();
    return {(paths.corpus / "moves").string(), (paths.corpus / "belief").string(), (paths.shared / "games").string()};
}

}  // namespace external
