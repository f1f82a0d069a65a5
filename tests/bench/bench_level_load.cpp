// What loading a large Tiled map costs: a 400 x 400 map (TMX and its JSON twin) with a floor
// layer as CSV, walls as base64 + zlib, decor as base64 + zstd, two tilesets (one padded, so
// the atlas path runs), a collision layer marked by name and a player spawn. The maps are
// made in memory and the tileset comes from memory too: this measures parsing, decoding and
// building the level, not the disk. The issue this answers: "a 400 x 400 map loads in under
// a second" — read the time per iteration here; no unit test asserts a time.

#include <levels/encoding.hpp>
#include <levels/png_image.hpp>
#include <levels/tiled_level.hpp>

#include <benchmark/benchmark.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace {

constexpr int kSide = 400;

std::string base64_layer(const std::vector<std::uint32_t>& gids, levels::Compression compression) {
    std::vector<std::uint8_t> bytes;
    bytes.reserve(gids.size() * 4);
    for (const std::uint32_t gid : gids) {
        for (int shift = 0; shift < 32; shift += 8) {
            bytes.push_back(static_cast<std::uint8_t>(gid >> shift));
        }
    }
    return levels::base64_encode(levels::deflate(bytes, compression));
}

struct Layers {
    std::vector<std::uint32_t> floor, walls, decor;
};

// Rooms of 20 x 20 tiles with doors; decals here and there; every gid from both tilesets.
Layers make_layers() {
    Layers layers;
    std::mt19937 random(7);
    for (int j = 0; j < kSide; ++j) {
        for (int i = 0; i < kSide; ++i) {
            layers.floor.push_back(33 + static_cast<std::uint32_t>(random() % 5));
            const bool edge = i == 0 || j == 0 || i == kSide - 1 || j == kSide - 1;
            const bool room_wall = (i % 20 == 0 || j % 20 == 0) && (i % 20 != 10 && j % 20 != 10);
            layers.walls.push_back(edge || room_wall ? 1 + static_cast<std::uint32_t>(random() % 3) : 0);
            layers.decor.push_back(random() % 50 == 0 ? 41 + static_cast<std::uint32_t>(random() % 18) : 0);
        }
    }
    return layers;
}

std::string csv(const std::vector<std::uint32_t>& gids) {
    std::string text;
    for (std::size_t k = 0; k < gids.size(); ++k) {
        text += std::to_string(gids[k]);
        if (k + 1 < gids.size()) {
            text += (k + 1) % kSide == 0 ? ",\n" : ",";
        }
    }
    return text;
}

std::string tmx_map(const Layers& layers) {
    const std::string side = std::to_string(kSide);
    return "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"" + side + "\" height=\"" + side +
           "\" tilewidth=\"32\" tileheight=\"32\">\n"
           " <tileset firstgid=\"1\" name=\"a\" tilewidth=\"32\" tileheight=\"32\"><image source=\"t.png\"/></tileset>\n"
           " <tileset firstgid=\"41\" name=\"b\" tilewidth=\"32\" tileheight=\"32\" margin=\"32\"><image source=\"t.png\"/></tileset>\n"
           " <layer name=\"floor\" width=\"" + side + "\" height=\"" + side + "\"><data encoding=\"csv\">" +
           csv(layers.floor) + "</data></layer>\n"
           " <layer name=\"walls\" width=\"" + side + "\" height=\"" + side +
           "\"><data encoding=\"base64\" compression=\"zlib\">" + base64_layer(layers.walls, levels::Compression::Zlib) +
           "</data></layer>\n"
           " <layer name=\"decor\" width=\"" + side + "\" height=\"" + side +
           "\"><data encoding=\"base64\" compression=\"zstd\">" + base64_layer(layers.decor, levels::Compression::Zstd) +
           "</data></layer>\n"
           " <objectgroup name=\"o\"><object id=\"1\" name=\"spawn\" x=\"48\" y=\"48\"><point/></object></objectgroup>\n"
           "</map>\n";
}

std::string tmj_map(const Layers& layers) {
    const std::string side = std::to_string(kSide);
    const auto layer = [&](const std::string& name, const std::string& data, const std::string& extra) {
        return "{\"type\": \"tilelayer\", \"name\": \"" + name + "\", \"width\": " + side + ", \"height\": " + side +
               extra + ", \"data\": " + data + "}";
    };
    return "{\"type\": \"map\", \"orientation\": \"orthogonal\", \"width\": " + side + ", \"height\": " + side +
           ", \"tilewidth\": 32, \"tileheight\": 32, \"tilesets\": ["
           "{\"firstgid\": 1, \"tilewidth\": 32, \"tileheight\": 32, \"image\": \"t.png\"},"
           "{\"firstgid\": 41, \"tilewidth\": 32, \"tileheight\": 32, \"margin\": 32, \"image\": \"t.png\"}],"
           "\"layers\": [" +
           layer("floor", "[" + csv(layers.floor) + "]", "") + ",\n" +
           layer("walls", "\"" + base64_layer(layers.walls, levels::Compression::Zlib) + "\"",
                 ", \"encoding\": \"base64\", \"compression\": \"zlib\"") + ",\n" +
           layer("decor", "\"" + base64_layer(layers.decor, levels::Compression::Zstd) + "\"",
                 ", \"encoding\": \"base64\", \"compression\": \"zstd\"") + ",\n" +
           "{\"type\": \"objectgroup\", \"name\": \"o\", \"objects\": [{\"id\": 1, \"name\": \"spawn\", \"x\": 48, "
           "\"y\": 48, \"point\": true}]}]}";
}

levels::AssetSource memory_assets() {
    static const levels::RgbaImage tileset = levels::load_png(std::string(TILECAST_SOURCE_DIR) + "/assets/tileset.png");
    levels::AssetSource assets = levels::disk_assets();
    assets.read_image = [](const std::filesystem::path&) { return tileset; };
    return assets;
}

void load(benchmark::State& state, const std::string& text, const char* name) {
    const levels::AssetSource assets = memory_assets();
    for (auto _ : state) {
        const levels::Level level = levels::parse_tiled_level(text, name, assets);
        benchmark::DoNotOptimize(level.collision.width());
    }
    state.SetItemsProcessed(state.iterations() * kSide * kSide * 3);
    state.SetLabel(std::to_string(text.size() / 1024) + " KiB");
}

void BM_LoadTmx400x400(benchmark::State& state) { load(state, tmx_map(make_layers()), "big.tmx"); }
BENCHMARK(BM_LoadTmx400x400)->Unit(benchmark::kMillisecond);

void BM_LoadTmj400x400(benchmark::State& state) { load(state, tmj_map(make_layers()), "big.tmj"); }
BENCHMARK(BM_LoadTmj400x400)->Unit(benchmark::kMillisecond);

} // namespace
