// A tiny SVG writer for the idea pictures: a grid in tile units scaled to pixels, with
// fixed number formatting so that the same drawing is the same bytes on every machine.
#pragma once

#include <algorithm>
#include <cstdio>
#include <string>

namespace ideas {

class Svg {
public:
    /// A picture of `columns` x `rows` tiles of `scale` pixels, with a margin for labels.
    Svg(std::string title, int columns, int rows, double scale) : columns_{columns}, rows_{rows}, scale_{scale} {
        // At least as wide as the caption's lines (up to about 90 characters).
        const double width = std::max(columns * scale + 2 * kMargin, 680.0);
        const double height = rows * scale + 2 * kMargin + kCaption;
        out_ += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                number(width) + "\" height=\"" + number(height) + "\" viewBox=\"0 0 " + number(width) + " " +
                number(height) + "\" font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"13\">\n<title>" +
                title + "</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    }

    /// x and y of a point given in tile units.
    double x(double tiles) const { return kMargin + tiles * scale_; }
    double y(double tiles) const { return kMargin + tiles * scale_; }

    void grid(const char* colour = "#d9d9d9") {
        for (int i = 0; i <= columns_; ++i) line(i, 0, i, rows_, colour, 1);
        for (int j = 0; j <= rows_; ++j) line(0, j, columns_, j, colour, 1);
        for (int i = 0; i < columns_; ++i) text(i + 0.5, -0.25, std::to_string(i), "#888888", 11, "middle");
        for (int j = 0; j < rows_; ++j) text(-0.3, j + 0.6, std::to_string(j), "#888888", 11, "middle");
    }
    void tile(int i, int j, const char* fill, const char* stroke = "none", double inset = 0.0) {
        rect(i + inset, j + inset, 1 - 2 * inset, 1 - 2 * inset, fill, stroke);
    }
    void rect(double x0, double y0, double w, double h, const char* fill, const char* stroke = "none",
              const char* dash = nullptr) {
        out_ += "<rect x=\"" + number(x(x0)) + "\" y=\"" + number(y(y0)) + "\" width=\"" + number(w * scale_) +
                "\" height=\"" + number(h * scale_) + "\" fill=\"" + fill + "\" stroke=\"" + stroke + "\"" +
                (dash ? std::string(" stroke-dasharray=\"") + dash + "\"" : "") + " stroke-width=\"2\"/>\n";
    }
    void line(double x0, double y0, double x1, double y1, const char* colour, double width, const char* dash = nullptr,
              bool arrow = false) {
        out_ += "<line x1=\"" + number(x(x0)) + "\" y1=\"" + number(y(y0)) + "\" x2=\"" + number(x(x1)) + "\" y2=\"" +
                number(y(y1)) + "\" stroke=\"" + colour + "\" stroke-width=\"" + number(width) + "\"" +
                (dash ? std::string(" stroke-dasharray=\"") + dash + "\"" : "") +
                (arrow ? " marker-end=\"url(#head)\"" : "") + "/>\n";
        uses_arrow_ = uses_arrow_ || arrow;
    }
    void circle(double cx, double cy, double radius_tiles, const char* fill, const char* stroke, double width = 2) {
        out_ += "<circle cx=\"" + number(x(cx)) + "\" cy=\"" + number(y(cy)) + "\" r=\"" + number(radius_tiles * scale_) +
                "\" fill=\"" + fill + "\" stroke=\"" + stroke + "\" stroke-width=\"" + number(width) + "\"/>\n";
    }
    void dot(double cx, double cy, const char* fill, double radius_pixels = 4) {
        out_ += "<circle cx=\"" + number(x(cx)) + "\" cy=\"" + number(y(cy)) + "\" r=\"" + number(radius_pixels) +
                "\" fill=\"" + fill + "\"/>\n";
    }
    void text(double tx, double ty, const std::string& words, const char* colour = "#222222", int size = 13,
              const char* anchor = "start") {
        out_ += "<text x=\"" + number(x(tx)) + "\" y=\"" + number(y(ty)) + "\" fill=\"" + colour + "\" font-size=\"" +
                std::to_string(size) + "\" text-anchor=\"" + anchor + "\">" + words + "</text>\n";
    }
    /// A line of the caption under the picture (0 first).
    void caption(int line_number, const std::string& words) {
        out_ += "<text x=\"" + number(kMargin) + "\" y=\"" + number(kMargin + rows_ * scale_ + 24 + 17 * line_number) +
                "\" fill=\"#222222\">" + words + "</text>\n";
    }
    std::string finish() const {
        const std::string head = uses_arrow_ ? "<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
                                               "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
                                               "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>\n"
                                             : "";
        const std::size_t after_title = out_.find("</title>\n") + 9;
        return out_.substr(0, after_title) + head + out_.substr(after_title) + "</svg>\n";
    }

    /// A number with at most two decimals and no trailing zeros: the same text everywhere.
    static std::string number(double value) {
        char text[32];
        std::snprintf(text, sizeof text, "%.2f", value);
        std::string s = text;
        while (s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
        return s == "-0" ? "0" : s;
    }

private:
    static constexpr double kMargin = 28.0;
    static constexpr double kCaption = 84.0;
    int columns_, rows_;
    double scale_;
    std::string out_;
    bool uses_arrow_ = false;
};

} // namespace ideas
