// PNG decoding and encoding through SDL2_image, kept behind plain RGBA bytes (png_image.hpp).
#include "levels/png_image.hpp"

#include "levels/asset_source.hpp"
#include "levels/file_write.hpp"
#include "levels/load_error.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <array>
#include <cstdio>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>

namespace levels {

namespace {

constexpr std::array<std::uint8_t, 8> kPngSignature{0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

struct SurfaceDeleter {
    void operator()(SDL_Surface* surface) const noexcept { SDL_FreeSurface(surface); }
};
using SurfacePtr = std::unique_ptr<SDL_Surface, SurfaceDeleter>;

std::uint32_t read_big_endian_u32(std::span<const std::uint8_t> bytes, std::size_t at) {
    return (std::uint32_t{bytes[at]} << 24) | (std::uint32_t{bytes[at + 1]} << 16) | (std::uint32_t{bytes[at + 2]} << 8) |
           std::uint32_t{bytes[at + 3]};
}

// Reads width and height from the IHDR chunk, which the PNG standard puts first: signature
// (8 bytes), chunk length (4), "IHDR" (4), width (4), height (4). Checking them here means
// a lying header never reaches an allocator.
void check_png_header(std::span<const std::uint8_t> bytes, const std::filesystem::path& file) {
    if (bytes.empty()) {
        throw LoadError::in_file(file, "the image file is empty");
    }
    if (bytes.size() < kPngSignature.size() ||
        std::memcmp(bytes.data(), kPngSignature.data(), kPngSignature.size()) != 0) {
        throw LoadError::in_file(file, "not a PNG file (the PNG signature is missing)");
    }
    if (bytes.size() < 24 || std::memcmp(bytes.data() + 12, "IHDR", 4) != 0) {
        throw LoadError::in_file(file, "truncated or damaged PNG (no IHDR header chunk)");
    }
    const std::uint32_t width = read_big_endian_u32(bytes, 16);
    const std::uint32_t height = read_big_endian_u32(bytes, 20);
    if (width == 0 || height == 0 || width > static_cast<std::uint32_t>(Limits::kMaxImageSide) ||
        height > static_cast<std::uint32_t>(Limits::kMaxImageSide)) {
        throw LoadError::in_file(file, "the PNG says it is " + std::to_string(width) + " x " + std::to_string(height) +
                                           " px; images must be 1.." + std::to_string(Limits::kMaxImageSide) +
                                           " px on each side");
    }
}

bool is_jpeg(std::span<const std::uint8_t> bytes) {
    return bytes.size() >= 3 && bytes[0] == 0xff && bytes[1] == 0xd8 && bytes[2] == 0xff;
}

// Walks a JPEG's markers to its frame header (SOF0..SOF15 but DHT, JPG and DAC) and checks the
// size it gives against the limits, before any decoder allocates.
void check_jpeg_header(std::span<const std::uint8_t> bytes, const std::filesystem::path& file) {
    std::size_t at = 2;
    while (at + 4 <= bytes.size()) {
        if (bytes[at] != 0xff) {
            break;
        }
        const std::uint8_t marker = bytes[at + 1];
        if (marker == 0xff) {
            ++at; // fill byte
            continue;
        }
        const std::size_t length = (std::size_t{bytes[at + 2]} << 8) | bytes[at + 3];
        const bool frame = marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc;
        if (frame) {
            if (at + 9 > bytes.size()) {
                break;
            }
            const std::uint32_t height = (std::uint32_t{bytes[at + 5]} << 8) | bytes[at + 6];
            const std::uint32_t width = (std::uint32_t{bytes[at + 7]} << 8) | bytes[at + 8];
            if (width == 0 || height == 0 || width > static_cast<std::uint32_t>(Limits::kMaxImageSide) ||
                height > static_cast<std::uint32_t>(Limits::kMaxImageSide)) {
                throw LoadError::in_file(file, "the JPEG says it is " + std::to_string(width) + " x " +
                                                   std::to_string(height) + " px; images must be 1.." +
                                                   std::to_string(Limits::kMaxImageSide) + " px on each side");
            }
            return;
        }
        if (marker == 0xd9 || marker == 0xda || length < 2) {
            break; // end of image or start of scan before any frame header
        }
        at += 2 + length;
    }
    throw LoadError::in_file(file, "truncated or damaged JPEG (no frame header)");
}

void ensure_png_support() {
    // IMG_Init is reference counted and cheap after the first call; PNG loading works
    // without SDL_Init (no video needed), which keeps tools and tests headless.
    static const bool initialised = (IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) != 0;
    (void)initialised;
}

} // namespace

RgbaImage decode_png(std::span<const std::uint8_t> bytes, const std::filesystem::path& file) {
    // A JPEG (told by its content, whatever the file's name) is read too, as an opaque image.
    const bool jpeg = is_jpeg(bytes);
    if (jpeg) {
        check_jpeg_header(bytes, file);
        static const bool jpeg_support = (IMG_Init(IMG_INIT_JPG) & IMG_INIT_JPG) != 0;
        if (!jpeg_support) {
            throw LoadError::in_file(file, "a JPEG image, and this build of SDL2_image cannot read JPEG: save it as PNG");
        }
    } else {
        check_png_header(bytes, file);
        ensure_png_support();
    }
    SDL_RWops* stream = SDL_RWFromConstMem(bytes.data(), static_cast<int>(bytes.size()));
    if (stream == nullptr) {
        throw LoadError::in_file(file, std::string{"cannot read the image: "} + SDL_GetError());
    }
    SurfacePtr decoded{IMG_LoadTyped_RW(stream, 1, jpeg ? "JPG" : "PNG")};
    if (!decoded) {
        throw LoadError::in_file(file, std::string{jpeg ? "cannot decode the JPEG: " : "cannot decode the PNG: "} +
                                           IMG_GetError());
    }
    if (decoded->w > Limits::kMaxImageSide || decoded->h > Limits::kMaxImageSide) {
        throw LoadError::in_file(file, "the image is larger than its header says");
    }
    SurfacePtr converted{SDL_ConvertSurfaceFormat(decoded.get(), SDL_PIXELFORMAT_RGBA32, 0)};
    if (!converted) {
        throw LoadError::in_file(file, std::string{"cannot convert the PNG to RGBA: "} + SDL_GetError());
    }
    RgbaImage image;
    image.width = converted->w;
    image.height = converted->h;
    const auto row_bytes = static_cast<std::size_t>(image.width) * 4;
    image.rgba.resize(row_bytes * static_cast<std::size_t>(image.height));
    if (SDL_LockSurface(converted.get()) != 0) {
        throw LoadError::in_file(file, std::string{"cannot read the decoded pixels: "} + SDL_GetError());
    }
    const auto* pixels = static_cast<const std::uint8_t*>(converted->pixels);
    for (std::int32_t y = 0; y < image.height; ++y) {
        std::memcpy(image.rgba.data() + static_cast<std::size_t>(y) * row_bytes,
                    pixels + static_cast<std::size_t>(y) * static_cast<std::size_t>(converted->pitch), row_bytes);
    }
    SDL_UnlockSurface(converted.get());
    if (jpeg) {
        for (std::size_t k = 3; k < image.rgba.size(); k += 4) {
            image.rgba[k] = 0xff; // JPEG has no alpha: opaque
        }
    }
    return image;
}

RgbaImage load_png(const std::filesystem::path& file) {
    const std::string bytes = read_text_file(file, Limits::kMaxImageFileBytes);
    return decode_png({reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()}, file);
}

void save_png(const RgbaImage& image, const std::filesystem::path& file) {
    if (image.width <= 0 || image.height <= 0 ||
        image.rgba.size() != static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4) {
        throw std::invalid_argument("save_png: image size and byte count disagree");
    }
    ensure_png_support();
    // SDL only reads through this pointer while saving; the surface does not own the bytes.
    SurfacePtr surface{SDL_CreateRGBSurfaceWithFormatFrom(const_cast<std::uint8_t*>(image.rgba.data()), image.width,
                                                          image.height, 32, image.width * 4, SDL_PIXELFORMAT_RGBA32)};
    if (!surface) {
        throw std::runtime_error("save_png: " + std::string{SDL_GetError()});
    }
    // Through `write_file_replacing`: a full disk (where IMG_SavePNG alone reports success,
    // its stdio buffer not yet flushed) is an error, and a half-written PNG never takes the
    // file's place.
    std::string encode_error;
    try {
        write_file_replacing(file, [&](std::FILE* out) {
            SDL_RWops* stream = SDL_RWFromFP(out, SDL_FALSE);  // the stream leaves closing the file to the writer
            const bool encoded = stream != nullptr && IMG_SavePNG_RW(surface.get(), stream, 1) == 0;
            encode_error = encoded ? "" : IMG_GetError();
            return encoded;
        });
    } catch (const std::runtime_error& problem) {
        throw std::runtime_error("save_png: " + std::string(problem.what()) +
                                 (encode_error.empty() ? "" : ": " + encode_error));
    }
}

} // namespace levels
