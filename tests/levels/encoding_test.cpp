// base64, zlib/gzip and zstd decoding for Tiled layers (levels/encoding.hpp).
#include "levels/encoding.hpp"

#include <gtest/gtest.h>
#include <zlib.h>
#include <zstd.h>

#include <functional>
#include <random>
#include <stdexcept>
#include <string>

namespace {

std::vector<std::uint8_t> bytes_of(std::string_view text) { return {text.begin(), text.end()}; }

TEST(Base64, DecodesAndEncodesTheRfc4648Vectors) {
    const std::pair<std::string_view, std::string_view> vectors[] = {
        {"", ""}, {"f", "Zg=="}, {"fo", "Zm8="}, {"foo", "Zm9v"}, {"foob", "Zm9vYg=="}, {"fooba", "Zm9vYmE="}, {"foobar", "Zm9vYmFy"},
    };
    for (const auto& [plain, encoded] : vectors) {
        EXPECT_EQ(levels::base64_decode(encoded), bytes_of(plain)) << encoded;
        EXPECT_EQ(levels::base64_encode(bytes_of(plain)), encoded) << plain;
    }
}

TEST(Base64, AcceptsMissingPaddingAndWhitespace) {
    EXPECT_EQ(levels::base64_decode("Zm9vYg"), bytes_of("foob"));
    EXPECT_EQ(levels::base64_decode(" Zm9v\nYmFy\r\n"), bytes_of("foobar"));
    // Tiled's gids 1 and 2 as little-endian uint32s.
    EXPECT_EQ(levels::base64_decode("AQAAAAIAAAA="), (std::vector<std::uint8_t>{1, 0, 0, 0, 2, 0, 0, 0}));
}

TEST(Base64, RoundTripsRandomBytes) {
    std::mt19937 random{1};
    for (std::size_t size = 0; size < 70; ++size) {
        std::vector<std::uint8_t> bytes(size);
        for (auto& byte : bytes) {
            byte = static_cast<std::uint8_t>(random());
        }
        EXPECT_EQ(levels::base64_decode(levels::base64_encode(bytes)), bytes);
    }
}

TEST(Base64, RefusesMalformedText) {
    const auto message_of = [](std::string_view text) {
        try {
            (void)levels::base64_decode(text);
        } catch (const std::invalid_argument& error) {
            return std::string{error.what()};
        }
        return std::string{"accepted"};
    };
    EXPECT_NE(message_of("Zm9v!mFy").find("'!' at offset 4"), std::string::npos);
    EXPECT_NE(message_of(std::string_view{"Zm\0v", 4}).find("byte 0x00"), std::string::npos);
    EXPECT_NE(message_of("Z").find("truncated"), std::string::npos);
    EXPECT_NE(message_of("Zm9v=").find("'='"), std::string::npos);
    EXPECT_NE(message_of("Zg==Zg==").find("after '='"), std::string::npos);
    EXPECT_NE(message_of("Zg=").find("padding"), std::string::npos);
}

std::vector<std::uint8_t> compress_with_zlib(const std::vector<std::uint8_t>& bytes, int window_bits) {
    z_stream stream{};
    EXPECT_EQ(deflateInit2(&stream, 6, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY), Z_OK);
    std::vector<std::uint8_t> out(deflateBound(&stream, bytes.size()) + 64);
    stream.next_in = const_cast<Bytef*>(bytes.data());
    stream.avail_in = static_cast<uInt>(bytes.size());
    stream.next_out = out.data();
    stream.avail_out = static_cast<uInt>(out.size());
    EXPECT_EQ(deflate(&stream, Z_FINISH), Z_STREAM_END);
    out.resize(out.size() - stream.avail_out);
    deflateEnd(&stream);
    return out;
}

TEST(Inflate, ReadsZlibAndGzipStreams) {
    std::vector<std::uint8_t> plain(4000);
    for (std::size_t i = 0; i < plain.size(); ++i) {
        plain[i] = static_cast<std::uint8_t>(i % 7 == 0 ? i : 0);
    }
    EXPECT_EQ(levels::inflate_exact(compress_with_zlib(plain, 15), levels::Compression::Zlib, plain.size()), plain);
    EXPECT_EQ(levels::inflate_exact(compress_with_zlib(plain, 31), levels::Compression::Gzip, plain.size()), plain);
    EXPECT_EQ(levels::inflate_exact(plain, levels::Compression::None, plain.size()), plain);
    // Our own compressor round-trips too (the Tiled writer uses it).
    for (const auto method : {levels::Compression::Zlib, levels::Compression::Gzip}) {
        EXPECT_EQ(levels::inflate_exact(levels::deflate(plain, method), method, plain.size()), plain);
    }
}

TEST(Inflate, RefusesWrongSizesDamageAndTheWrongWrapper) {
    const std::vector<std::uint8_t> plain(1000, 7);
    const auto zlib = compress_with_zlib(plain, 15);
    const auto message_of = [](auto&& call) {
        try {
            call();
        } catch (const std::invalid_argument& error) {
            return std::string{error.what()};
        }
        return std::string{"accepted"};
    };
    // A stream that holds more than the map needs stops at the limit: no bomb gets through.
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(zlib, levels::Compression::Zlib, 999); }).find("more than"),
              std::string::npos);
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(zlib, levels::Compression::Zlib, 1001); }).find("1000 bytes"),
              std::string::npos);
    const std::vector<std::uint8_t> cut(zlib.begin(), zlib.begin() + static_cast<std::ptrdiff_t>(zlib.size() / 2));
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(cut, levels::Compression::Zlib, 1000); }).find("ends early"),
              std::string::npos);
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(zlib, levels::Compression::Gzip, 1000); }).find("damaged"),
              std::string::npos);
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(bytes_of("not compressed at all"), levels::Compression::Zlib, 10); })
                  .find("damaged"),
              std::string::npos);
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(plain, levels::Compression::None, 4); }).find("expected 4"),
              std::string::npos);
}

TEST(Inflate, KnowsTiledsCompressionNames) {
    EXPECT_EQ(levels::compression_from_tiled(""), levels::Compression::None);
    EXPECT_EQ(levels::compression_from_tiled("zlib"), levels::Compression::Zlib);
    EXPECT_EQ(levels::compression_from_tiled("gzip"), levels::Compression::Gzip);
    EXPECT_EQ(levels::compression_from_tiled("zstd"), levels::Compression::Zstd);
    EXPECT_FALSE(levels::compression_from_tiled("lz4").has_value());
    EXPECT_FALSE(levels::compression_from_tiled("ZLIB").has_value());
    EXPECT_EQ(levels::to_tiled_name(levels::Compression::Gzip), "gzip");
    EXPECT_EQ(levels::to_tiled_name(levels::Compression::Zstd), "zstd");
}

// A zstd frame made with libzstd directly, not through the code under test.
std::vector<std::uint8_t> zstd_frame(const std::vector<std::uint8_t>& bytes) {
    std::vector<std::uint8_t> out(ZSTD_compressBound(bytes.size()));
    const std::size_t size = ZSTD_compress(out.data(), out.size(), bytes.data(), bytes.size(), 3);
    EXPECT_EQ(ZSTD_isError(size), 0U);
    out.resize(size);
    return out;
}

TEST(Inflate, ZstdFramesDecodeToExactlyTheExpectedBytes) {
    std::vector<std::uint8_t> plain(4000);
    std::mt19937 random{5};
    for (auto& byte : plain) {
        byte = static_cast<std::uint8_t>(random() % 7);
    }
    const std::vector<std::uint8_t> frame = zstd_frame(plain);
    EXPECT_EQ(levels::inflate_exact(frame, levels::Compression::Zstd, plain.size()), plain);
    EXPECT_EQ(levels::inflate_exact(levels::deflate(plain, levels::Compression::Zstd), levels::Compression::Zstd, plain.size()),
              plain);
}

TEST(Inflate, BadZstdDataIsRefusedWithItsReason) {
    std::vector<std::uint8_t> plain(1000, 7);
    const std::vector<std::uint8_t> frame = zstd_frame(plain);
    const auto message_of = [](const std::function<void()>& run) {
        try {
            run();
        } catch (const std::invalid_argument& error) {
            return std::string{error.what()};
        }
        return std::string{"no error"};
    };
    const std::vector<std::uint8_t> cut(frame.begin(), frame.begin() + static_cast<std::ptrdiff_t>(frame.size() / 2));
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(cut, levels::Compression::Zstd, 1000); }).find("ends early"),
              std::string::npos);
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(bytes_of("not zstd"), levels::Compression::Zstd, 10); })
                  .find("damaged"),
              std::string::npos);
    // A frame holding more than the layer needs stops at the limit instead of growing.
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(frame, levels::Compression::Zstd, 100); }).find("more than"),
              std::string::npos);
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact(frame, levels::Compression::Zstd, 2000); }).find("decompresses to 1000"),
              std::string::npos);
    EXPECT_NE(message_of([&] { (void)levels::inflate_exact({}, levels::Compression::Zstd, 4); }).find("ends early"),
              std::string::npos);
}

} // namespace
