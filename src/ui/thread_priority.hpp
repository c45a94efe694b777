// thread_priority.hpp - background work that yields to the live view: Linux keeps a nice
// value per thread and a new thread inherits its creator's, so lowering it on a worker also
// lowers every thread the work starts (runExperiments', runSweep's).
#pragma once

namespace murmur::ui {

// This thread's nice value (0 if it cannot be read).
int thisThreadsNice();
// Adds niceness (up to 19) to this thread's nice value; <= 0 or a failure changes nothing.
void lowerThisThreadsPriority(int niceness);

}  // namespace murmur::ui
