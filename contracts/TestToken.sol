// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// An ERC-20 for the offline test chain (tests/support/evm). Its name, symbol and decimals are
/// set by `initialize` rather than a constructor, so the same runtime code can be placed at any
/// address (the test chain puts it at the real mainnet USDC, USDT and DAI addresses). `mint` is
/// public: this token exists only on the test chain. With `resetToZeroApprove` set, `approve`
/// behaves like mainnet USDT: changing a non-zero allowance to another non-zero value reverts.
/// With `returnsNoData` set, `approve`, `transfer` and `transferFrom` return nothing, as mainnet
/// USDT's do (a caller that decodes a bool from them fails there, and must fail here too).
contract TestToken {
    string public name;
    string public symbol;
    uint8 public decimals;
    bool public resetToZeroApprove;
    bool public returnsNoData;
    bool public initialized;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(
        string calldata name_,
        string calldata symbol_,
        uint8 decimals_,
        bool resetToZeroApprove_,
        bool returnsNoData_
    ) external {
        require(!initialized, "initialized");
        initialized = true;
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        resetToZeroApprove = resetToZeroApprove_;
        returnsNoData = returnsNoData_;
    }

    function mint(address to, uint256 amount) external {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        if (resetToZeroApprove) {
            require(amount == 0 || allowance[msg.sender][spender] == 0, "reset allowance to zero first");
        }
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return _ok();
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return _ok();
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "insufficient allowance");
            allowance[from][msg.sender] = allowed - amount;
        }
        _transfer(from, to, amount);
        return _ok();
    }

    // `true`, or an empty return for a token that imitates USDT: ends the call without data.
    function _ok() private view returns (bool) {
        if (returnsNoData) {
            assembly {
                return(0, 0)
            }
        }
        return true;
    }

    function _transfer(address from, address to, uint256 amount) private {
        require(balanceOf[from] >= amount, "insufficient balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
