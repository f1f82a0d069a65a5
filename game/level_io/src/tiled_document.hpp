#pragma once
/// What a Tiled map says, read but not yet judged: the structure both Tiled readers produce.
///
/// What it is for: Tiled saves the same map as XML (`.tmx`, its default) or JSON (`.tmj`),
/// with tilesets inside the map or in their own `.tsx` / `.tsj` files. Each reader
/// (tiled_json_reader.hpp, tiled_xml_reader.hpp) only turns its syntax into a `TiledDocument`;
/// everything after that — checking sizes, resolving gids through the tilesets, choosing what
/// is solid, finding spawns — is done once, on this structure (tiled_level.cpp). So a TMX
/// map and its JSON twin load to the same level by construction, not by two careful copies.
///
/// Important parts:
/// - `Place`: where something is in its file — a JSON path (`layers[1].data`) or an XML line
///   — so any later check can still say "file:line: ..." or "file: path: ...";
/// - `Property`: a custom property, its value kept as text with Tiled's type name (old files
///   have no types: everything is a string there, read the same way);
/// - `TiledTileset`, `TiledTile`, `TileShape`: tilesets with their image or images, margin and
///   spacing, per-tile properties and collision shapes;
/// - `TiledLayer`: a tile, object or image layer; group layers are already flattened into
///   their children (offsets added, visibility and opacity combined); tile data is already
///   decoded into gids, in chunks (a finite map has one chunk covering it);
/// - `TiledObject`: an object of an object layer (point, rectangle, ellipse, poly, tile).
///
///     TiledDocument map = detail::read_tmx(text, "level.tmx", assets);
///     for (const TiledLayer& layer : map.layers) { ... }
///
/// Source: the Tiled documentation, "TMX Map Format" and "JSON Map Format"
/// (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/ and .../json-map-format/).

#include "levels/asset_source.hpp"
#include "levels/load_error.hpp"

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace levels::detail {

/// A position in a Tiled file: a JSON path or an XML line.
class Place {
public:
    /// Place `path` ("" for the root) in the JSON file `file`.
    static Place json(std::filesystem::path file, std::string path);
    /// Line `line` (1-based) of the XML file `file`.
    static Place xml(std::filesystem::path file, std::int64_t line);

    /// Member `key` of this JSON value; the same line in XML (attributes share their element's).
    Place at(std::string_view key) const;
    /// Element `index` of this JSON array; the same line in XML.
    Place at(std::size_t index) const;
    /// The error "file: path: problem" or "file:line: problem".
    LoadError error(const std::string& problem) const;
    /// The file.
    const std::filesystem::path& file() const noexcept { return file_; }
    /// A short description for messages: "layers[2].objects[0]" or "line 14".
    std::string describe() const;

private:
    std::filesystem::path file_;
    std::int64_t line_ = 0; // 0: a JSON place
    std::string json_path_;
};

/// A custom property, as text: Tiled's JSON and XML both boil down to a name, a type and a value.
struct Property {
    /// Its name.
    std::string name;
    /// Tiled's type: string, int, float, bool, color, file, object, class ("" in old files).
    std::string type;
    /// The value as text ("true", "12.5", "3" for an object id).
    std::string value;
    /// Where the value is.
    Place place;
    /// Where the property is (its element).
    Place element;
};

/// Custom properties in file order (names are unique: the readers refuse duplicates).
using Properties = std::vector<Property>;

/// Checks no name is given twice in `properties` (read in file order); the error is at the
/// first property whose name came before. O(n log n): readers push every property, then check.
void check_property_names(const Properties& properties);
/// The property `name` (exact), or null.
const Property* find_property(const Properties& properties, std::string_view name);
/// True when `property` is a boolean true ("true" or "1": old files store bools as text).
bool is_true(const Property& property);
/// The value as a finite number, or an error at the property.
double number_of(const Property& property);

/// A point, in pixels.
struct Point {
    double x = 0;
    double y = 0;
};

/// Tiled's tint colour: each channel 0..1, multiplied into the layer's pixels (alpha too).
struct Tint {
    double red = 1;
    double green = 1;
    double blue = 1;
    double alpha = 1;

    /// Channel by channel: a group's tint over its layer's.
    Tint operator*(const Tint& other) const noexcept {
        return {red * other.red, green * other.green, blue * other.blue, alpha * other.alpha};
    }
};

/// The tint Tiled writes as "#rrggbb" or "#aarrggbb" (the '#' optional), or an error at `place`.
Tint parse_tint(std::string_view text, const Place& place);

/// An image a tileset, tile or image layer names.
struct TiledImage {
    /// Resolved against the file that names it.
    std::filesystem::path path;
    /// The width and height the file declares (0: not given).
    std::int64_t width = 0;
    /// See width.
    std::int64_t height = 0;
    /// Where it is named.
    Place place;
};

/// One collision shape of a tile, in pixels from the tile's top-left corner.
struct TileShape {
    /// Which kind of area.
    enum class Kind : std::uint8_t { Rectangle, Ellipse, Polygon };
    /// The kind.
    Kind kind = Kind::Rectangle;
    /// Top-left of the rectangle or ellipse box; origin of the polygon's points.
    Point origin;
    /// Width of the rectangle or ellipse box.
    double width = 0;
    /// Height of the rectangle or ellipse box.
    double height = 0;
    /// Polygon corners, relative to `origin`.
    std::vector<Point> points;
};

/// The per-tile data of a tileset: properties, collision shapes, an image of its own.
struct TiledTile {
    /// Local tile id.
    std::int64_t id = 0;
    /// Its custom properties.
    Properties properties;
    /// Shapes drawn in Tiled's collision editor (areas only: points and polylines are skipped).
    std::vector<TileShape> shapes;
    /// Its own image (image-collection tilesets), if any.
    std::optional<TiledImage> image;
    /// Where the tile is defined.
    Place place;
};

/// A tileset as written in the map or its external file.
struct TiledTileset {
    /// Its name, for messages.
    std::string name;
    /// The gid of its tile 0 in this map.
    std::int64_t first_gid = 1;
    /// Tile width in pixels.
    std::int64_t tile_width = 0;
    /// Tile height in pixels.
    std::int64_t tile_height = 0;
    /// Pixels around the tile grid in the image.
    std::int64_t margin = 0;
    /// Pixels between tiles in the image.
    std::int64_t spacing = 0;
    /// Declared columns, if given (the image wins; a change is warned about).
    std::optional<std::int64_t> columns;
    /// Declared tile count, if given (the image wins; a change is warned about).
    std::optional<std::int64_t> tile_count;
    /// The one image of an image tileset; absent for image collections.
    std::optional<TiledImage> image;
    /// Tiles with data of their own; shared by every reference to one external tileset file,
    /// which is read once (TilesetFiles).
    std::shared_ptr<const std::vector<TiledTile>> tiles = std::make_shared<const std::vector<TiledTile>>();
    /// Where the tileset is defined (in the map, or the root of its own file).
    Place place;
};

/// A block of a tile layer: a finite map has one covering the map; an infinite map many.
struct TiledChunk {
    /// Tile column of its left edge.
    std::int64_t x = 0;
    /// Tile row of its top edge.
    std::int64_t y = 0;
    /// Columns.
    std::int64_t width = 0;
    /// Rows.
    std::int64_t height = 0;
    /// width * height gids with Tiled's flip bits, row by row.
    std::vector<std::uint32_t> gids;
    /// Where its data is (a gid's place is `data.at(index)` in JSON).
    Place data;
};

/// An object of an object layer.
struct TiledObject {
    /// Unique id in the map (0 when the file gives none).
    std::int64_t id = 0;
    /// Its name.
    std::string name;
    /// Its class (Tiled 1.9+ `class`, older `type`).
    std::string object_class;
    /// Position in pixels (a tile object's is its bottom-left corner).
    Point position;
    /// Width in pixels (0 for points).
    double width = 0;
    /// Height in pixels.
    double height = 0;
    /// A point object.
    bool point = false;
    /// An ellipse object (its box is position, width, height).
    bool ellipse = false;
    /// A text object (its box holds text, not an area).
    bool text = false;
    /// A polygon object: `points` is a closed area (otherwise they are a polyline).
    bool polygon = false;
    /// Polyline or polygon corners relative to `position`, when it is one.
    std::optional<std::vector<Point>> points;
    /// Where the points are.
    Place points_place;
    /// A tile object's gid (0: none).
    std::uint32_t gid = 0;
    /// Its custom properties.
    Properties properties;
    /// Where it is defined.
    Place place;
};

/// One layer, with its groups already applied.
struct TiledLayer {
    /// What it holds.
    enum class Kind : std::uint8_t { Tiles, Objects, Image };
    /// The kind.
    Kind kind = Kind::Tiles;
    /// Its name.
    std::string name;
    /// Shown in Tiled (false when it or a group holding it is hidden).
    bool visible = true;
    /// Opacity 0..1 (multiplied through its groups).
    double opacity = 1;
    /// Drawing offset in pixels (added through its groups).
    Point offset;
    /// Tint colour, red, green, blue, alpha in 0..1 (multiplied through its groups; white: none).
    Tint tint;
    /// Its custom properties.
    Properties properties;
    /// Where it is defined.
    Place place;
    /// Declared width in tiles (tile layers of finite maps).
    std::int64_t width = 0;
    /// Declared height in tiles.
    std::int64_t height = 0;
    /// The decoded tiles (tile layers).
    std::vector<TiledChunk> chunks;
    /// The objects (object layers).
    std::vector<TiledObject> objects;
    /// The image (image layers).
    std::optional<TiledImage> image;
};

/// A whole Tiled map, read.
struct TiledDocument {
    /// "orthogonal", "isometric", "staggered", "hexagonal".
    std::string orientation;
    /// An infinite map: tile layers are chunks, the size is theirs.
    bool infinite = false;
    /// Width in tiles (finite maps).
    std::int64_t width = 0;
    /// Height in tiles.
    std::int64_t height = 0;
    /// Grid cell width in pixels.
    std::int64_t tile_width = 0;
    /// Grid cell height in pixels.
    std::int64_t tile_height = 0;
    /// Map custom properties.
    Properties properties;
    /// Tilesets in file order.
    std::vector<TiledTileset> tilesets;
    /// Layers bottom to top, groups flattened.
    std::vector<TiledLayer> layers;
    /// The map element / document root.
    Place place;
};

/// Checks what the map element says about the whole map (orientation, size, tile size) —
/// the readers call it before reading layers, so a bad size is reported before data sized by it.
void check_map_header(const TiledDocument& map);

/// A polyline as thin walls: per segment a quadrilateral 2 px wide (1 px each side) and 1 px
/// longer at each end, so every pixel whose centre is within 1 px of the line is solid — a
/// 4-connected line a pixel-perfect cast cannot slip through, joints closed. Zero-length and
/// non-finite segments give nothing. `origin` is the polyline's position.
std::vector<TileShape> thin_wall_shapes(Point origin, const std::vector<Point>& points);

/// Deepest nesting of group layers the readers accept.
inline constexpr int kMaxGroupDepth = 8;

/// Reads the external tileset `source` named at `named_at` (a `.tsx` as XML, anything else
/// as JSON), with `first_gid` from the map. Problems inside it name that file.
TiledTileset read_external_tileset(const std::filesystem::path& source, std::int64_t first_gid, const Place& named_at,
                                   const AssetSource& assets);

/// Largest number of tilesets (references included) in one map.
inline constexpr std::size_t kMaxTilesets = 256;

/// Checks a map's tileset references, `count`, against kMaxTilesets before any is read.
void check_tileset_count(std::size_t count, const Place& place);

/// The external tileset files of one map, each read and parsed once however many times the
/// map refers to it (keyed by its canonical path): sixty references to one large `.tsx`
/// cost one file read and one parse, and share its tiles.
class TilesetFiles {
public:
    /// Reads through `assets`, which must outlive this.
    explicit TilesetFiles(const AssetSource& assets) : assets_{assets} {}

    /// The tileset in `source` with `first_gid`, as read_external_tileset, read at most once.
    TiledTileset read(const std::filesystem::path& source, std::int64_t first_gid, const Place& named_at);

private:
    const AssetSource& assets_;
    std::map<std::filesystem::path, TiledTileset> read_;
};

/// The tile layers' cells decoded so far, checked before each layer or chunk is decoded:
/// no more than Limits::kMaxLayers tile layers and Limits::kMaxLayerCells cells (with an
/// infinite map's chunks counted one by one, overlapping or not), so a small file of many
/// compressed layers is refused before it inflates into gigabytes.
class TileBudget {
public:
    /// Counts one more tile layer, defined at `place`.
    void add_layer(const Place& place);
    /// Counts `width` x `height` cells about to be decoded at `place` (sides outside
    /// 1..kMaxMapTiles are left to the decoder's own check).
    void add_cells(std::int64_t width, std::int64_t height, const Place& place);

private:
    std::size_t layers_ = 0;
    std::int64_t cells_ = 0;
};

/// The message of a map whose tile layers pass the limits.
std::string too_many_tile_layers_message();

/// What a layer inherits from the group layers around it, and the map size a finite layer's
/// data is decoded with (its own width and height are checked against the map's later). Both
/// readers walk the layer tree with it.
struct GroupState {
    Point offset;                ///< pixels, summed through the groups
    bool visible = true;         ///< every group around it visible
    double opacity = 1;          ///< the groups' opacities multiplied
    Tint tint;                   ///< the groups' tints multiplied
    int depth = 0;               ///< groups around it
    std::int64_t map_width = 0;  ///< tiles
    std::int64_t map_height = 0; ///< tiles
    TileBudget* budget = nullptr; ///< the whole map's, shared by every group
    bool infinite = false;       ///< an infinite map: a layer without chunks is empty

    /// The state at the top of a map `width` x `height` tiles, counting into `budget`.
    static GroupState map(std::int64_t width, std::int64_t height, TileBudget& budget, bool infinite = false) noexcept {
        return {{}, true, 1, {}, 0, width, height, &budget, infinite};
    }
    /// The state inside `group`, a group layer read (with this state) as a layer of its own.
    GroupState inside(const TiledLayer& group) const noexcept {
        return {group.offset, group.visible, group.opacity, group.tint, depth + 1, map_width, map_height, budget, infinite};
    }
};

} // namespace levels::detail
