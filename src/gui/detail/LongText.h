#pragma once

#include <QString>

#include <functional>

class QPlainTextEdit;

namespace metadesk::longtext {

/// Past this many characters a text is laid into its document on a worker thread: a megabyte of short lines takes
/// the GUI thread 60–100 ms to set in an editor, which keeps only the last 10 ms of handing the finished document over.
constexpr qsizetype kInBackgroundFrom = 64 * 1024;

/// Gives the read-only `edit` the text `make()` returns, about `size` characters long. A short text (a size under
/// kInBackgroundFrom) goes in at once;
/// a long one is made and laid out off the GUI thread while the editor says it is being read, and goes in whole when
/// ready, after which `ready` runs. A later call on the same editor wins over an earlier one still under way.
void setText(QPlainTextEdit* edit, qsizetype size, std::function<QString()> make, std::function<void()> ready = {});

/// Whether `edit` is still waiting for a text given to setText().
bool isPending(const QPlainTextEdit* edit);

} // namespace metadesk::longtext
