//go:build !linux

package main

// setParentDeathSignal: no parent-death signal outside Linux; the watchdog's poll covers it.
func setParentDeathSignal() {}
