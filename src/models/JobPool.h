#pragma once

class QThreadPool;

namespace metadesk {

/// The threads for Metadesk's own short jobs off the GUI thread that are not database reads: removing a sort's key
/// file, parsing or laying out a huge value, freeing a large tree, sending a cancel request.
///
/// Not Qt's global pool: QtGui splits a large fill of a paint into pieces it runs on that pool and waits for, so a
/// job of ours queued there held the window's paint until it was done (measured: a 10M-row sort's key file being
/// removed while the grid repainted made one paint take 17-28 ms of waiting, on two cores).
QThreadPool* jobPool();

} // namespace metadesk
