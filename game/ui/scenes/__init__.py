"""The scenes of the window, each one a module."""
