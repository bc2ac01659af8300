@_exported import Sectional
