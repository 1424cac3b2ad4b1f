#pragma once
/// \file
/// HoDoKu's exemplar labels ("0402:Empty_Rectangle") and the catalogue techniques that count as
/// using them: the technique itself and the ones docs/techniques.md names as equivalent (the same
/// eliminations found as another pattern, e.g. a Turbot Fish as a skyscraper, 2-string kite,
/// empty rectangle or X-chain). An empty list: our catalogue has no such technique.

#include <string>
#include <vector>

namespace bench {

/// Technique keys (gridforge::technique_key) that count for the HoDoKu label (the part after the
/// colon, e.g. "Empty_Rectangle").
std::vector<std::string> equivalent_techniques(const std::string& hodoku_label);

}  // namespace bench
