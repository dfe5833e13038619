#pragma once

namespace metadesk::startuptrace {

/// Where the start-up goes: with METADESK_TRACE_STARTUP=1 in the environment, each mark prints to standard error the
/// milliseconds since the process started (the kernel's record of it, so loading the libraries counts too) and since
/// the mark before. METADESK_TRACE_STARTUP=quit does the same and ends the app once the first frame showing a table's
/// rows is painted (for a profiler's run). Without it, a mark costs one test of a flag read once.
void mark(const char* what);
bool enabled();

} // namespace metadesk::startuptrace
