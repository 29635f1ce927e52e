#include "orderedjobs.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

namespace cd::cli {

void runOrdered(std::size_t count, const std::function<void(std::size_t)>& work,
                const std::function<void(std::size_t)>& done, int threads)
{
    const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
    const std::size_t wanted = threads > 0 ? static_cast<std::size_t>(threads) : cores;
    const std::size_t workers = std::min(wanted, count);

    std::atomic<std::size_t> next{0};
    std::mutex mutex;
    std::vector<bool> finished(count, false);
    std::size_t reported = 0; // jobs 0..reported-1 are done and reported
    const auto runJobs = [&] {
        for (std::size_t i = next++; i < count; i = next++) {
            work(i);
            const std::lock_guard lock(mutex);
            finished[i] = true;
            while (reported < count && finished[reported])
                done(reported++);
        }
    };
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < workers; ++t)
        pool.emplace_back(runJobs);
    runJobs(); // the calling thread works too
    for (std::thread& t : pool)
        t.join();
}

OrderedTurns::Turn::Turn(OrderedTurns& turns, std::size_t job) : m_turns(turns)
{
    const auto it = std::lower_bound(turns.m_jobs.begin(), turns.m_jobs.end(), job);
    if (it == turns.m_jobs.end() || *it != job)
        return;
    const auto rank = static_cast<std::size_t>(it - turns.m_jobs.begin());
    std::unique_lock lock(turns.m_mutex);
    turns.m_changed.wait(lock, [&] { return turns.m_done == rank; });
    m_taken = true;
}

OrderedTurns::Turn::~Turn()
{
    if (!m_taken)
        return;
    {
        const std::lock_guard lock(m_turns.m_mutex);
        ++m_turns.m_done;
    }
    m_turns.m_changed.notify_all();
}

} // namespace cd::cli
