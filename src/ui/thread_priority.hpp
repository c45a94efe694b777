// thread_priority.hpp - background work that yields to the live view: the calling thread's
// nice value, read and raised. Linux keeps a nice value per thread and a new thread inherits
// its creator's, so raising it in a worker also lowers every thread that worker starts.
#pragma once

namespace murmur::ui {

// This thread's nice value (higher is lower priority); 0 if it cannot be read.
int thisThreadsNice();

// Adds niceness to this thread's nice value (at most 19); <= 0 or a failure changes nothing.
void lowerThisThreadsPriority(int niceness);

}  // namespace murmur::ui
