#include <engine/version.hpp>

#include <gtest/gtest.h>

#include <regex>
#include <string>

TEST(EngineVersion, IsSemanticVersion) {
    const std::string version = engine::version();
    EXPECT_TRUE(std::regex_match(version, std::regex(R"(\d+\.\d+\.\d+)"))) << version;
}
