#include "python/src/call_watchdog.hpp"

#include <algorithm>

namespace fogpy {

CallWatchdog::CallWatchdog(std::chrono::duration<double> limit, py::handle timeout_type)
    : limit_(limit), timeout_type_(timeout_type), thread_([this] { watch(); }) {}

CallWatchdog::~CallWatchdog() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    stop_.notify_one();
    // The watchdog may be waiting for the GIL to raise a timeout.
    py::gil_scoped_release release;
    thread_.join();
}

// The watchdog looks at the call a few times per limit rather than being
// woken for each call: arming costs a call no more than a lock and a clock read.
void CallWatchdog::watch() {
    const auto period =
        std::clamp(std::chrono::duration_cast<Clock::duration>(limit_ / 10),
                   Clock::duration(std::chrono::milliseconds(1)), Clock::duration(std::chrono::milliseconds(100)));
    std::unique_lock lock(mutex_);
    while (!stop_.wait_for(lock, period, [this] { return stopping_; })) {
        if (!armed_ || Clock::now() < deadline_) continue;
        const unsigned long thread = thread_id_;
        lock.unlock();
        {
            // Never wait for the GIL while holding the lock: the calling
            // thread takes the lock while it holds the GIL.
            py::gil_scoped_acquire gil;
            std::lock_guard again(mutex_);
            if (armed_ && thread_id_ == thread && Clock::now() >= deadline_) {
                PyThreadState_SetAsyncExc(thread, timeout_type_.ptr());
                fired_ = true;
                deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(limit_);
            }
        }
        lock.lock();
    }
}

CallWatchdog::Call::Call(CallWatchdog* watchdog) : watchdog_(watchdog), started_(Clock::now()) {
    if (!watchdog_) return;
    std::lock_guard lock(watchdog_->mutex_);
    watchdog_->armed_ = true;
    watchdog_->fired_ = false;
    watchdog_->thread_id_ = PyThread_get_thread_ident();
    watchdog_->deadline_ = started_ + std::chrono::duration_cast<Clock::duration>(watchdog_->limit_);
}

bool CallWatchdog::Call::finish() {
    if (!watchdog_ || finished_) return timed_out_;
    finished_ = true;
    bool fired = false;
    {
        std::lock_guard lock(watchdog_->mutex_);
        watchdog_->armed_ = false;
        fired = watchdog_->fired_;
    }
    // A timeout raised after the call's last instruction would otherwise go
    // off in whatever Python code runs next on this thread.
    if (fired) PyThreadState_SetAsyncExc(PyThread_get_thread_ident(), nullptr);
    timed_out_ = fired || seconds() > watchdog_->limit_.count();
    return timed_out_;
}

double CallWatchdog::Call::seconds() const { return std::chrono::duration<double>(Clock::now() - started_).count(); }

}  // namespace fogpy
