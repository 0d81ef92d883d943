// The federation runtime must initialise shared modules before any of them is used: start asynchronously.
import('./bootstrap');
