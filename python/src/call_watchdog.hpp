// A time limit on Python calls made from C++ on the calling thread, without
// a second thread running Python: the watchdog's own thread only waits, and
// when a call has run past the limit it takes the GIL for a moment and
// raises fogproof.CallTimeout in the calling thread
// (PyThreadState_SetAsyncExc), again after each further limit if the call
// swallows it.
//
// The exception is raised at the call's next Python instruction, so a call
// blocked in C code (time.sleep, a read, a C extension that never returns
// to the interpreter) is not stopped until that code returns; Call::finish
// still tells that the limit was passed.
#pragma once

#include <pybind11/pybind11.h>

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>

namespace fogpy {

namespace py = pybind11;

class CallWatchdog {
public:
    using Clock = std::chrono::steady_clock;

    // `timeout_type`: the exception class raised (a BaseException, so that an
    // `except Exception` in the called code does not swallow it).
    CallWatchdog(std::chrono::duration<double> limit, py::handle timeout_type);
    // Needs the GIL; gives it up while the thread ends.
    ~CallWatchdog();
    CallWatchdog(const CallWatchdog&) = delete;
    CallWatchdog& operator=(const CallWatchdog&) = delete;

    double limit_seconds() const { return limit_.count(); }

    // One call on the thread that holds the GIL: timed from construction to finish().
    class Call {
    public:
        explicit Call(CallWatchdog* watchdog);  // nullptr: no limit
        ~Call() { finish(); }
        // Stops the timing and clears a timeout raised too late to be seen;
        // true when the call ran past the limit. Needs the GIL.
        bool finish();
        double seconds() const;

    private:
        CallWatchdog* watchdog_;
        Clock::time_point started_;
        bool finished_ = false, timed_out_ = false;
    };

private:
    void watch();

    std::chrono::duration<double> limit_;
    py::handle timeout_type_;
    std::mutex mutex_;
    std::condition_variable stop_;
    bool stopping_ = false;
    bool armed_ = false;
    bool fired_ = false;
    unsigned long thread_id_ = 0;
    Clock::time_point deadline_;
    std::thread thread_;
};

}  // namespace fogpy
