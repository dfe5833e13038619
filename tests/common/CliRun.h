#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace metadesk::test {

/// Every wait on the child process ends after this long; a hung CLI fails the test instead of blocking it.
constexpr int kTimeoutMs = 120000;

/// One run of metadesk-cli: what it printed and how it ended.
struct CliRun {
    QStringList arguments;
    /// Started, and exited on its own (no crash) within the timeout.
    bool finished = false;
    int exitCode = -1;
    QString out;
    QString err;

    bool exitedWith(int code) const { return finished && exitCode == code; }
    /// Stderr is exactly one line, and it starts with the program's name.
    bool isOneErrorLine() const {
        return err.startsWith(QLatin1String("metadesk-cli: ")) && err.endsWith(QLatin1Char('\n')) &&
               err.count(QLatin1Char('\n')) == 1;
    }
    QStringList outLines() const { return out.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }
    QStringList outLinesStartingWith(const QString& prefix) const {
        QStringList lines;
        for (const QString& line : outLines())
            if (line.startsWith(prefix))
                lines << line;
        return lines;
    }
    /// For failure messages: the command, how it ended and both streams.
    QString report() const {
        return QStringLiteral("metadesk-cli %1\n  -> %2\n  stdout: %3\n  stderr: %4")
            .arg(arguments.join(QLatin1Char(' ')),
                 finished ? QStringLiteral("exit %1").arg(exitCode) : QStringLiteral("did not finish"), out, err);
    }
};

/// Runs `program` with `arguments` in `workDir` (its stdin closed: nothing may wait for input or a password), with
/// `environment` (empty: this process's), bounded by kTimeoutMs.
inline CliRun runCli(const QString& program, const QStringList& arguments, const QProcessEnvironment& environment,
                     const QString& workDir) {
    CliRun result;
    result.arguments = arguments;
    QProcess process;
    if (!environment.isEmpty())
        process.setProcessEnvironment(environment);
    process.setWorkingDirectory(workDir);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(program, arguments);
    if (!process.waitForStarted(kTimeoutMs)) {
        result.err = QStringLiteral("<could not start: %1>").arg(process.errorString());
        return result;
    }
    if (!process.waitForFinished(kTimeoutMs)) {
        process.kill();
        process.waitForFinished(kTimeoutMs);
        result.err = QStringLiteral("<timed out after %1 ms>").arg(kTimeoutMs);
        return result;
    }
    result.finished = process.exitStatus() == QProcess::NormalExit;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace metadesk::test
