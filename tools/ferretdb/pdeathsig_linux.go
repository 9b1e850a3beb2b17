package main

import "syscall"

// setParentDeathSignal asks Linux to send us SIGTERM when the thread that started us exits.
func setParentDeathSignal() {
	_, _, _ = syscall.RawSyscall(syscall.SYS_PRCTL, syscall.PR_SET_PDEATHSIG, uintptr(syscall.SIGTERM), 0)
}
