// Test helper: whether code stops on a failed assert(), the core's check of what it trusts (a
// Square is on the board). Only builds without NDEBUG (Debug, the sanitizer build) have them.
#pragma once

#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace testutil {

// Runs f in a child process; true when the child dies of SIGABRT (a failed assert()).
template <typename F> bool aborts(F&& f)
{
    const pid_t pid = fork();
    if (pid == 0) {
        std::signal(SIGABRT, SIG_DFL); // not QtTest's crash handler, which would start a debugger
        const int null = open("/dev/null", O_WRONLY); // keep the expected message out of the log
        if (null >= 0)
            dup2(null, STDERR_FILENO);
        f();
        _exit(0);
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid)
        return false;
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

} // namespace testutil

// Verifies that the statement fails an assert(). Where NDEBUG compiles assertions out it is only
// compiled, never run.
#ifdef NDEBUG
#define CD_VERIFY_ASSERTS(statement)                                                               \
    do {                                                                                           \
        if (false) {                                                                               \
            statement;                                                                             \
        }                                                                                          \
    } while (false)
#else
#define CD_VERIFY_ASSERTS(statement) QVERIFY(testutil::aborts([&] { statement; }))
#endif
