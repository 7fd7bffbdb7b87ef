// Drawing boards as SVG with a colour's vision tinted. The drawing code
// never computes vision: each panel carries the squares an implementation's
// own vision code returned.
#pragma once

#include <string>
#include <vector>

#include "harness/neutral.hpp"

namespace cli {

struct BoardPanel {
    std::string title;
    harness::NeutralPosition position;
    harness::SquareSet vision;     // tinted: what the viewer sees
    harness::SquareSet highlight;  // outlined in red: where this panel differs
};

std::string draw_boards(const std::vector<BoardPanel>& panels, const std::string& caption);

}  // namespace cli
