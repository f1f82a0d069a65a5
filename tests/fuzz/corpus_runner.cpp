// A main() for the fuzz targets when they are built without libFuzzer (any compiler):
// runs LLVMFuzzerTestOneInput once on every file named on the command line, or on every
// file inside a named directory. CTest runs each target over its corpus this way, so the
// seeds — and every crash ever found, kept as a regression input — are replayed by the
// ordinary test suite (and under the sanitizers in the ASan build).
//
//     fuzz_text_level_replay tests/fuzz/corpus/text_level
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

int run_file(const std::filesystem::path& file) {
    std::ifstream stream(file, std::ios::binary);
    if (!stream) {
        std::fprintf(stderr, "cannot read %s\n", file.string().c_str());
        return 1;
    }
    const std::vector<char> bytes{std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>()};
    // A copy in its own allocation, so AddressSanitizer sees reads past the end.
    std::vector<std::uint8_t> input(bytes.begin(), bytes.end());
    std::fprintf(stderr, "running %s (%zu bytes)\n", file.string().c_str(), input.size());
    LLVMFuzzerTestOneInput(input.data(), input.size());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    int failures = 0;
    int inputs = 0;
    for (int k = 1; k < argc; ++k) {
        const std::filesystem::path path = argv[k];
        if (std::filesystem::is_directory(path)) {
            std::vector<std::filesystem::path> files;
            for (const auto& entry : std::filesystem::recursive_directory_iterator(path)) {
                if (entry.is_regular_file()) {
                    files.push_back(entry.path());
                }
            }
            std::sort(files.begin(), files.end());
            for (const auto& file : files) {
                failures += run_file(file);
                ++inputs;
            }
        } else {
            failures += run_file(path);
            ++inputs;
        }
    }
    std::printf("%d inputs run, %d unreadable\n", inputs, failures);
    return (failures == 0 && inputs > 0) ? 0 : 1;
}
