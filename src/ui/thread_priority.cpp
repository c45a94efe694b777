#include "thread_priority.hpp"

#include <algorithm>
#include <cerrno>

#include <sys/resource.h>
#include <unistd.h>

namespace murmur::ui {

int thisThreadsNice() {
    errno = 0;
    const int nice = ::getpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()));
    return errno == 0 ? nice : 0;
}

void lowerThisThreadsPriority(int niceness) {
    if (niceness <= 0) return;
    const auto tid = static_cast<id_t>(::gettid());
    errno = 0;
    const int now = ::getpriority(PRIO_PROCESS, tid);
    if (errno != 0) return;
    ::setpriority(PRIO_PROCESS, tid, std::min(now + niceness, 19));  // failure: run at normal priority
}

}  // namespace murmur::ui
