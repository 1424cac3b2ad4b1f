#pragma once
/// \file
/// ScopedValue: sets a variable (a thread-local setting such as the armed deadline or the deduce
/// reasoner's default backend) for the life of the object and puts the previous value back when
/// it ends, so nested scopes restore one another in order, also when an exception unwinds them.

#include <utility>

namespace gridforge {

template <class T>
class ScopedValue {
public:
    /// `variable` must outlive the object (a thread_local or a static).
    ScopedValue(T& variable, T value) : variable_(variable), previous_(std::exchange(variable, std::move(value))) {}
    ~ScopedValue() { variable_ = std::move(previous_); }
    ScopedValue(const ScopedValue&) = delete;
    ScopedValue& operator=(const ScopedValue&) = delete;

private:
    T& variable_;
    T previous_;
};

}  // namespace gridforge
