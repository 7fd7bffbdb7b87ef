#include "external/diff/findings/finding_groups.hpp"

#include <algorithm>

namespace external {

std::size_t group_of(const std::vector<FindingGroup>& groups, const std::vector<FindingSignature>& signatures) {
    if (signatures.empty()) return std::string::npos;
    const FindingSignature& primary = signatures.front();
    for (std::size_t i = 0; i < groups.size(); ++i)
        if (groups[i].signature() == primary) return i;
    if (primary.deciding != "-") return std::string::npos;
    for (std::size_t i = 0; i < groups.size(); ++i)
        if (std::find(groups[i].signatures.begin(), groups[i].signatures.end(), primary) !=
            groups[i].signatures.end())
            return i;
    return std::string::npos;
}

}  // namespace external
