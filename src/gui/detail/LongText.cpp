#include "LongText.h"

#include "OffThread.h"

#include <QPlainTextDocumentLayout>
#include <QPlainTextEdit>
#include <QPointer>
#include <QTextDocument>
#include <QThread>

#include <climits>

namespace metadesk::longtext {

namespace {
const char* const kGeneration = "metadeskLongTextGeneration";
const char* const kPending = "metadeskLongTextPending";
} // namespace

void setText(QPlainTextEdit* edit, qsizetype size, std::function<QString()> make, std::function<void()> ready) {
    const int generation = edit->property(kGeneration).toInt() + 1;
    edit->setProperty(kGeneration, generation);
    if (size < kInBackgroundFrom) {
        edit->setProperty(kPending, false);
        edit->setPlainText(make());
        if (ready)
            ready();
        return;
    }
    edit->setProperty(kPending, true);
    edit->clear();
    const int characters = size > INT_MAX ? INT_MAX : int(size);
    edit->setPlaceholderText(
        QCoreApplication::translate("LongText", "Reading a text of %n characters…", nullptr, characters));
    QThread* gui = edit->thread();
    const QFont font = edit->font();
    runOffThread<std::unique_ptr<QTextDocument>>(
        edit,
        [make = std::move(make), gui, font]() {
            // The editor's kind of document, filled here: what setPlainText would do on the GUI thread.
            auto document = std::make_unique<QTextDocument>();
            document->setDocumentLayout(new QPlainTextDocumentLayout(document.get()));
            document->setUndoRedoEnabled(false);
            document->setDefaultFont(font);
            document->setPlainText(make());
            document->moveToThread(gui);
            return document;
        },
        [edit, generation, ready = std::move(ready)](std::unique_ptr<QTextDocument> document) {
            if (edit->property(kGeneration).toInt() != generation)
                return; // a newer text was given meanwhile
            // The editor's own first document is deleted as it is replaced; one given here before is ours to delete.
            const QPointer<QTextDocument> previous = edit->document();
            document->setParent(edit);
            edit->setDocument(document.release());
            if (previous && previous->parent() == edit)
                previous->deleteLater();
            edit->setPlaceholderText(QString());
            edit->setProperty(kPending, false);
            if (ready)
                ready();
        });
}

bool isPending(const QPlainTextEdit* edit) {
    return edit->property(kPending).toBool();
}

} // namespace metadesk::longtext
