// Independent jobs on every core, their results reported in the order of the jobs.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <vector>

namespace cd::cli {

// Runs work(0) .. work(count - 1) on up to `threads` threads (0: one per core), taking the jobs
// in index order, and calls done(i) once jobs 0..i have all finished: in index order, never two
// at once, each as early as it can. Both must not throw.
void runOrdered(std::size_t count, const std::function<void(std::size_t)>& work,
                const std::function<void(std::size_t)>& done, int threads = 0);

// Jobs that must run one after another in index order while the others run in parallel (those
// writing to standard output). With runOrdered, which starts jobs in index order, every earlier
// turn has started when a later one waits: waiting never deadlocks.
class OrderedTurns {
public:
    // Job `job` takes a turn (add in increasing order).
    void add(std::size_t job) { m_jobs.push_back(job); }

    // Waits for the turn of `job` if it takes one; the turn ends with this object.
    class Turn {
    public:
        Turn(OrderedTurns& turns, std::size_t job);
        ~Turn();
        Turn(const Turn&) = delete;
        Turn& operator=(const Turn&) = delete;

    private:
        OrderedTurns& m_turns;
        bool m_taken = false;
    };

private:
    std::vector<std::size_t> m_jobs;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::size_t m_done = 0; // turns finished
};

} // namespace cd::cli
