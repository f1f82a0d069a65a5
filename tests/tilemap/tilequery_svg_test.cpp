// tilequery's pictures (--svg) and variant comparison (--compare), end to end: the
// real executable writes the file, pugixml reads it back, and the engine's own
// queries say what the picture must show.

#include "tilequery_run.hpp"

#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/rect_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <gtest/gtest.h>
#include <pugixml.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>
#include "../support/collect_tiles.hpp"


namespace {

using engine::TileCoord;
using tilequery_run::read_file;
using tilequery_run::run_tilequery;
using tilequery_run::ToolRun;

using test_support::collect_tiles;

std::string svg_path(const std::string& name) { return ::testing::TempDir() + "tilequery_svg_" + name + ".svg"; }

TileCoord tile_attribute(const pugi::xml_node& node) {
    const std::string text = node.attribute("data-tile").as_string();
    const std::size_t comma = text.find(',');
    EXPECT_NE(comma, std::string::npos) << text;
    return {std::stoi(text.substr(0, comma)), std::stoi(text.substr(comma + 1))};
}

// The tiles of every `<g class="CLASS">` in document order.
std::vector<TileCoord> tiles_of_class(const pugi::xml_document& document, const char* class_name) {
    std::vector<TileCoord> tiles;
    const std::string query = std::string("//g[@class='") + class_name + "']";
    for (const pugi::xpath_node& node : document.select_nodes(query.c_str())) {
        tiles.push_back(tile_attribute(node.node()));
    }
    return tiles;
}

// Runs `arguments` with --svg into a fresh file and parses it; fails the test on any error.
void draw(const std::string& name, const std::string& arguments, pugi::xml_document& document) {
    const std::string path = svg_path(name);
    std::remove(path.c_str());
    const ToolRun run = run_tilequery("--svg '" + path + "' " + arguments);
    ASSERT_EQ(run.status, 0) << run.err;
    const pugi::xml_parse_result parsed = document.load_file(path.c_str());
    ASSERT_TRUE(parsed) << parsed.description() << " at offset " << parsed.offset;
    ASSERT_STREQ(document.document_element().name(), "svg");
    ASSERT_STREQ(document.document_element().attribute("xmlns").as_string(), "http://www.w3.org/2000/svg");
}

// Every visited tile is one `visit` group numbered 1, 2, 3, ... in the engine's order,
// with a label of the same number.
void expect_numbered_in_order(const pugi::xml_document& document, const std::vector<TileCoord>& expected) {
    EXPECT_EQ(tiles_of_class(document, "visit"), expected);
    std::size_t order = 1;  // the first tile is 1, as in the game
    for (const pugi::xpath_node& node : document.select_nodes("//g[@class='visit']")) {
        EXPECT_EQ(node.node().attribute("data-order").as_ullong(), order);
        ++order;
    }
    std::vector<std::string> labels;
    for (const pugi::xpath_node& node : document.select_nodes("//g[@class='labels']/text")) {
        labels.emplace_back(node.node().child_value());
        EXPECT_EQ(std::string(node.node().attribute("data-order").as_string()), labels.back());
    }
    ASSERT_EQ(labels.size(), expected.size());
    for (std::size_t k = 0; k < labels.size(); ++k) {
        EXPECT_EQ(labels[k], std::to_string(k + 1));
    }
}

std::vector<TileCoord> minus(const std::vector<TileCoord>& of, const std::vector<TileCoord>& without) {
    std::vector<TileCoord> tiles;
    for (TileCoord tile : of) {
        if (std::find(without.begin(), without.end(), tile) == without.end()) {
            tiles.push_back(tile);
        }
    }
    return tiles;
}

TEST(TilequerySvg, RayPictureNumbersEveryVisitedTileInOrder) {
    pugi::xml_document document;
    draw("ray", "ray 0.5,0.5 6.5,2.5", document);
    expect_numbered_in_order(document, collect_tiles(engine::tiles_on_segment({0.5, 0.5}, {6.5, 2.5})));
    // The segment itself: a line from a to b, 40 pixels per tile, inside the picture.
    EXPECT_EQ(document.select_nodes("//g[@class='shape']/line").size(), 1u);
    EXPECT_NE(std::string(document.child("svg").child_value("title")).find("ray (0.5, 0.5) -> (6.5, 2.5)"), std::string::npos);
    EXPECT_TRUE(document.select_nodes("//g[@class='differences']").empty()) << "no --compare, no differences";
}

TEST(TilequerySvg, CircleAndRectPicturesShowTheirShapeAndTiles) {
    pugi::xml_document circle;
    draw("circle", "circle 3,3 2.2", circle);
    expect_numbered_in_order(circle, collect_tiles(engine::tiles_in_circle({3.0, 3.0}, 2.2)));
    const pugi::xpath_node outline = circle.select_node("//g[@class='shape']/circle");
    ASSERT_TRUE(outline);
    EXPECT_DOUBLE_EQ(outline.node().attribute("r").as_double(), 2.2 * 40.0);

    pugi::xml_document rect;
    draw("rect", "rect -1.5,-0.5 1.25,1.75", rect);
    expect_numbered_in_order(rect, collect_tiles(engine::tiles_in_rect({-1.5, -0.5}, {1.25, 1.75})));
    EXPECT_TRUE(rect.select_node("//g[@class='shape']/rect"));
    // The axes name the tiles, negative ones included.
    bool has_minus_two = false;
    for (const pugi::xpath_node& node : rect.select_nodes("//g[@class='axes']/text")) {
        has_minus_two = has_minus_two || std::string(node.node().child_value()) == "-2";
    }
    EXPECT_TRUE(has_minus_two) << "the margin column left of tile -1 is -2";
}

TEST(TilequerySvg, CompareMarksTheVariantsMistakes) {
    // Through tile corners the exact walk goes x first and the float DDA y first.
    pugi::xml_document document;
    draw("compare", "ray 0.5,0.5 3.5,3.5 --compare float-dda", document);
    const std::vector<TileCoord> exact = collect_tiles(engine::tiles_on_segment({0.5, 0.5}, {3.5, 3.5}));
    const std::vector<TileCoord> dda = collect_tiles(engine::tiles_on_segment_float_dda({0.5, 0.5}, {3.5, 3.5}));
    const std::vector<TileCoord> extra = minus(dda, exact);
    const std::vector<TileCoord> missed = minus(exact, dda);
    ASSERT_FALSE(extra.empty());
    ASSERT_FALSE(missed.empty());
    expect_numbered_in_order(document, exact);
    EXPECT_EQ(tiles_of_class(document, "extra"), extra);
    EXPECT_EQ(tiles_of_class(document, "missed"), missed);
    // A wrong tile is crossed out: two strokes inside its group.
    for (const pugi::xpath_node& node : document.select_nodes("//g[@class='extra']")) {
        EXPECT_EQ(std::distance(node.node().children("line").begin(), node.node().children("line").end()), 2);
    }

    // The text report lists the same differences.
    const ToolRun run = run_tilequery("ray 0.5,0.5 3.5,3.5 --compare float-dda");
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find("it adds: (0,1) (1,2) (2,3)"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("it misses: (1,0) (2,1) (3,2)"), std::string::npos) << run.out;
}

TEST(TilequerySvg, CompareWithTheSameTilesMarksNothing) {
    pugi::xml_document document;
    draw("same", "circle 3,3 2.2 --compare bbox", document);
    EXPECT_TRUE(document.select_nodes("//g[@class='extra']").empty());
    EXPECT_TRUE(document.select_nodes("//g[@class='missed']").empty());
    EXPECT_TRUE(document.select_node("//g[@class='differences']"));
}

TEST(TilequerySvg, SameQueryGivesByteIdenticalFiles) {
    const std::string first = svg_path("first"), second = svg_path("second");
    ASSERT_EQ(run_tilequery("--svg '" + first + "' ray 0.5,0.5 9.25,3.75 --compare float-dda").status, 0);
    ASSERT_EQ(run_tilequery("ray 0.5,0.5 9.25,3.75 --compare float-dda --svg '" + second + "'").status, 0);
    const std::string text = read_file(first);
    EXPECT_FALSE(text.empty());
    EXPECT_EQ(text, read_file(second));
    EXPECT_EQ(text.find(first), std::string::npos) << "the picture must not depend on where it is written";
}

TEST(TilequerySvg, BadPictureRequestsFailWithAClearError) {
    const struct {
        std::string arguments;
        std::string message;
    } cases[] = {
        {"--svg /nonexistent-folder/x.svg ray 0,0 1,1", "/nonexistent-folder/x.svg: cannot write the file (No such file or directory)"},
        {"--svg " + svg_path("huge") + " ray 0,0 100,0", "it draws at most 64 x 64"},
        {"--svg " + svg_path("huge") + " circle 0,0 40", "it draws at most 64 x 64"},
        {"--compare nonsense ray 0,0 1,1", "unknown variant \"nonsense\" for ray"},
        {"--compare float-dda --json ray 0,0 1,1", "not to --json"},
        {"--svg " + svg_path("batch") + " --batch", "do not work with --batch"},
        {std::string("--level ") + TILECAST_LEVELS_DIR + "/01_foundry.txt --svg " + svg_path("cast") + " cast 0,0 10,10", "ray, circle and rect only"},
    };
    for (const auto& bad : cases) {
        const ToolRun run = run_tilequery(bad.arguments);
        EXPECT_EQ(run.status, 2) << bad.arguments;
        EXPECT_NE(run.err.find(bad.message), std::string::npos) << bad.arguments << "\n" << run.err;
        EXPECT_TRUE(run.out.empty()) << bad.arguments << ": nothing on stdout when it fails\n" << run.out;
    }
}

} // namespace
